//! Finds the catalogs: every `locales/CODE.ftl` is a language, so adding
//! a language is adding its file and nothing else.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Read when the script runs, not when it was compiled: a build from a
    // copied source tree (a Python wheel's build) must find its own files.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut codes: Vec<String> = std::fs::read_dir(&dir)
        .expect("crates/tablut-i18n/locales exists")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .filter_map(|p| p.file_stem().and_then(|s| s.to_str()).map(str::to_string))
        .collect();
    codes.sort();
    let mut out = String::from(
        "/// Every catalog: its language code and its text, in code order.\n\
         pub static CATALOGS: &[(&str, &str)] = &[\n",
    );
    for code in &codes {
        let path = dir.join(format!("{code}.ftl"));
        println!("cargo:rerun-if-changed={}", path.display());
        writeln!(
            out,
            "    ({code:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("writing to a string");
    }
    out.push_str("];\n");
    let target =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalogs.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
