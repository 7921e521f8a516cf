//! Runs `tablut balance` as a real process: a tiny run in one preset,
//! its table, its SVG chart and its JSON, and bad options.

use std::process::{Command, Output, Stdio};

use serde_json::Value;

/// Runs `tablut args…` with nothing on standard input.
fn tablut(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablut"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the tablut binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("the output is UTF-8")
}

/// Checks that `xml` is well formed: one root, every element closed in
/// order, attribute values quoted, only the predefined entities.
fn assert_well_formed(xml: &str) {
    let body = xml
        .strip_prefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        .expect("an XML declaration");
    let mut stack: Vec<String> = Vec::new();
    let mut rest = body;
    let mut roots = 0;
    let entities_ok = |t: &str| {
        t.split('&').skip(1).all(|after| {
            ["amp;", "lt;", "gt;", "quot;", "apos;"]
                .iter()
                .any(|e| after.starts_with(e))
        })
    };
    while let Some(open) = rest.find('<') {
        let between = &rest[..open];
        assert!(
            !stack.is_empty() || between.trim().is_empty(),
            "text outside the root: {between:?}"
        );
        assert!(
            entities_ok(between) && !between.contains('>'),
            "bad text {between:?}"
        );
        let close = open + rest[open..].find('>').expect("a closed tag");
        let tag = &rest[open + 1..close];
        rest = &rest[close + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(stack.pop().as_deref(), Some(name), "mismatched </{name}>");
            continue;
        }
        assert_eq!(
            tag.matches('"').count() % 2,
            0,
            "unbalanced quotes in <{tag}>"
        );
        assert!(entities_ok(tag), "bad entity in <{tag}>");
        if stack.is_empty() {
            roots += 1;
        }
        if !tag.ends_with('/') {
            let name = tag.split_whitespace().next().expect("a tag name");
            stack.push(name.to_string());
        }
    }
    assert!(rest.trim().is_empty(), "text after the root");
    assert!(stack.is_empty(), "unclosed {stack:?}");
    assert_eq!(roots, 1, "one root element");
}

#[test]
fn a_tiny_run_prints_the_table_and_writes_the_chart_and_json() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let svg = dir.join("chart.svg");
    let json = dir.join("balance.json");
    let o = tablut(&[
        "balance",
        "--games",
        "2",
        "--time",
        "0.01",
        "--presets",
        "ludoteka",
        "--svg",
        svg.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ]);
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert!(o.status.success(), "balance failed: {err}");

    // The table: a header and exactly one preset line with three shares.
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].contains("preset")
            && lines[0].contains("attackers win")
            && lines[0].contains("draw")
            && lines[0].contains("defenders win")
            && lines[0].contains("avg plies"),
        "{out}"
    );
    let row = lines
        .iter()
        .find(|l| l.starts_with("ludoteka"))
        .unwrap_or_else(|| panic!("no ludoteka row: {out}"));
    assert!(!out.contains("cartier"), "only the chosen preset: {out}");
    let fields: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(fields[1], "2", "two games: {row}");
    assert_eq!(row.matches("%)").count(), 3, "three intervals: {row}");
    let rates: Vec<f64> = row
        .split_whitespace()
        .filter(|f| f.ends_with('%') && !f.starts_with('('))
        .map(|f| f.trim_end_matches('%').parse().expect("a rate"))
        .collect();
    assert_eq!(rates.len(), 3, "{row}");
    assert!((rates.iter().sum::<f64>() - 100.0).abs() < 0.2, "{row}");
    assert!(
        rates.iter().all(|r| [0.0, 50.0, 100.0].contains(r)),
        "{row}"
    );
    let plies: f64 = fields.last().unwrap().parse().expect("average plies");
    assert!(plies > 4.0 && plies <= 300.0, "{row}");
    assert!(
        out.contains("2 games in") && out.contains("chart.svg"),
        "{out}"
    );

    // The chart: well-formed SVG with the preset, legend, axis and title.
    let chart = std::fs::read_to_string(&svg).expect("the chart was written");
    assert_well_formed(&chart);
    assert!(chart.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(chart.contains(">ludoteka<"), "the preset is labelled");
    assert!(chart.contains(">2 games<"));
    for label in [
        "attackers win",
        "draw",
        "defenders win",
        "95% interval",
        ">0%<",
        ">100%<",
    ] {
        assert!(chart.contains(label), "the chart lacks {label:?}");
    }
    assert!(chart.contains("Which rule set is fair?"));
    assert!(chart.contains("0.01 s per move"));

    // The JSON agrees with the table.
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(v["settings"]["games_per_preset"], 2);
    let p = &v["presets"][0];
    assert_eq!(p["preset"], "ludoteka");
    assert_eq!(p["games"], 2);
    let counts: u64 = ["attackers", "draws", "defenders"]
        .iter()
        .map(|k| p[k]["count"].as_u64().unwrap())
        .sum();
    assert_eq!(counts, 2);
    for k in ["attackers", "draws", "defenders"] {
        let (lo, rate, hi) = (
            p[k]["low"].as_f64().unwrap(),
            p[k]["rate"].as_f64().unwrap(),
            p[k]["high"].as_f64().unwrap(),
        );
        assert!(0.0 <= lo && lo <= rate && rate <= hi && hi <= 1.0, "{p}");
    }

    // --replot draws the same chart and prints the same table from the JSON.
    let again = dir.join("again.svg");
    let o = tablut(&[
        "balance",
        "--replot",
        json.to_str().unwrap(),
        "--svg",
        again.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "replot failed: {}", text(&o.stderr));
    let replotted = text(&o.stdout);
    let table = |s: &str| s.lines().take(2).collect::<Vec<_>>().join("\n");
    assert_eq!(table(&replotted), table(&out));
    assert_eq!(std::fs::read_to_string(&again).unwrap(), chart);
    let o = tablut(&["balance", "--replot", svg.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("not the --json output"));
}

#[test]
fn bad_options_are_refused_with_a_reason() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let svg = dir.join("x.svg");
    let svg = svg.to_str().unwrap();
    for (args, expect) in [
        (vec!["--presets", "nope"], "not a preset"),
        (vec!["--games", "0"], "--games"),
        (vec!["--time", "0"], "--time"),
        (vec!["--depth", "0"], "--depth"),
        (vec!["--jobs", "0"], "--jobs"),
        (vec!["--max-plies", "3"], "--max-plies"),
    ] {
        let mut all = vec!["balance", "--svg", svg];
        all.extend(args.iter().copied());
        let o = tablut(&all);
        assert!(!o.status.success(), "{args:?} succeeded");
        let err = text(&o.stderr);
        assert!(err.contains(expect), "{args:?}: {err}");
    }
    let o = tablut(&["balance", "--svg", "/nonexistent-dir/x.svg", "--games", "1"]);
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("cannot write"));
}
