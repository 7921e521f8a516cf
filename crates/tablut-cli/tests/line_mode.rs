//! `tablut play` from a pipe (line mode): what a script gets back.

mod common;

use common::text;

fn play(args: &[&str], input: &[u8]) -> std::process::Output {
    let args: Vec<&str> = std::iter::once("play")
        .chain(args.iter().copied())
        .collect();
    common::tablut_bytes(&args, input)
}

#[test]
fn a_script_that_worked_exits_0_and_one_that_failed_does_not() {
    let o = play(&[], b"e3-h3\nd1-d3\nundo\nmoves e3\nquit\n");
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(o.stderr.is_empty());

    // Every kind of failed command counts; the script still runs to its end.
    for (script, first) in [
        ("e3-h3\ne3-e9\nposition\n", "on line 2: illegal move e3-e9"),
        ("undo\n", "on line 1: nothing to take back"),
        ("moves z9\n", "on line 1: 'z9' is not a square"),
        ("load /nonexistent/tablut/x.txt\n", "on line 1: cannot read"),
        ("save\n", "on line 1: save needs a file name"),
    ] {
        let o = play(&[], script.as_bytes());
        assert_eq!(o.status.code(), Some(1), "{script}");
        let err = text(&o.stderr);
        assert!(err.contains(first), "{script}: {err}");
    }
    let o = play(&[], b"e3-h3\nfoo\nbar\nposition\n");
    assert!(text(&o.stderr).starts_with("error: 2 of the commands failed; the first, on line 2"));
    assert!(
        text(&o.stdout).contains("/3ttt3/4t4/7T1/"),
        "the script went on"
    );
}

#[test]
fn a_huge_line_is_refused_not_echoed() {
    let mut input = b"e3-h3 ".repeat(10_000_000 / 6);
    input.extend_from_slice(b"\nposition\n");
    let o = play(&[], &input);
    let out = text(&o.stdout);
    assert!(out.len() < 10_000, "{} bytes came back", out.len());
    assert!(out.contains("e3-h3 e3-h3 e3-h3"));
    assert!(out.contains("error: a line longer than 4096 bytes is refused; nothing was done\n"));
    // Nothing of it was played.
    assert!(out.contains("/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d\n"));
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn one_move_is_one_move() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("one.txt");
    let file = path.to_str().expect("UTF-8 path");
    let o = play(&[], format!("e3-h3\nsave {file}\nload {file}\n").as_bytes());
    let out = text(&o.stdout);
    assert!(out.contains(&format!("saved 1 move to {file}\n")), "{out}");
    assert!(
        out.contains(&format!("loaded {file}: 1 move, rules ludoteka\n")),
        "{out}"
    );
}

#[test]
fn the_line_mode_speaks_the_language_asked_for() {
    let o = play(&["--lang", "es"], b"e3-h3\ne1-e3\nmoves e1\nquit\n");
    let out = text(&o.stdout);
    assert!(out.starts_with("Tablut (ludoteka). Escribe un movimiento como e3-h3, o help.\n"));
    assert!(
        out.contains("Movimiento 1: mueven los defensores\n"),
        "{out}"
    );
    assert!(out.contains("los defensores jugaron e3-h3\n"), "{out}");
    assert!(
        out.contains("Movimiento 2: mueven los atacantes\n"),
        "{out}"
    );
    // The reason a move is illegal, in Spanish; the move stays as typed.
    assert!(
        out.contains(
            "mueven los atacantes> e1-e3\n\
             movimiento ilegal e1-e3: el camino está bloqueado por la ficha de e2\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("el atacante de e1 no tiene ningún movimiento legal\n"),
        "{out}"
    );
    for english in ["to move", "played", "illegal move", "legal move"] {
        assert!(!out.contains(english), "{english}: {out}");
    }
    // The script's failure says which command failed, in Spanish too.
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.contains("1 de las órdenes falló; la primera, en la línea 2: movimiento ilegal e1-e3"),
        "{err}"
    );
}

#[test]
fn the_environment_chooses_the_language_and_lang_overrides_it() {
    let run = |args: &[&str], lang: &str| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_tablut"))
            .arg("play")
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", lang)
            .env("NO_COLOR", "1")
            .stdin(std::process::Stdio::null())
            .output()
            .expect("tablut runs");
        text(&o.stdout)
    };
    assert!(
        run(&[], "ca_ES.UTF-8").contains("Moviment 1: mouen els defensors\n"),
        "Catalan from LANG"
    );
    assert!(
        run(&["--lang", "sv"], "ca_ES.UTF-8").contains("Drag 1: försvararna vid draget\n"),
        "--lang before LANG"
    );
    assert!(run(&[], "C").contains("Move 1: defenders to move\n"));
    let o = play(&["--lang", "xx"], b"");
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("unknown language 'xx'"));
}
