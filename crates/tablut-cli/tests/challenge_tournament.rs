//! `tablut challenge-tournament` as a real process: three `tablut
//! challenge-client`s at depths 1, 2 and 3, one client that crashes and
//! one that sends an illegal move (a bash script speaking the Challenge's
//! framing) play a double round robin, two games at a time. The
//! crosstable adds up, every game is saved and replays, and the two bad
//! clients lose every game while the tournament goes on.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use tablut_core::notation::read_record;

fn tablut() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_tablut"));
    c.stdin(Stdio::null());
    c
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A client that joins as "rogue" and sends a1-a2 (a1 is empty) at once;
/// the referee reads it when it is that side's turn.
const ROGUE: &str = r#"exec 3<>"/dev/tcp/$1/$2"
printf '\0\0\0\007"rogue"' >&3
printf '\0\0\0\046{"from":"a1","to":"a2","turn":"%s"}' "$3" >&3
cat <&3 >/dev/null
"#;

fn has_bash() -> bool {
    Command::new("bash")
        .args(["-c", "exit 0"])
        .status()
        .is_ok_and(|s| s.success())
}

fn run(dir: &Path, args: &[String]) -> Output {
    tablut()
        .arg("challenge-tournament")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("tablut runs")
}

fn client(depth: u32) -> String {
    format!(
        "d{depth}={} challenge-client {{role}} {{timeout}} {{host}} --port {{port}} \
         --depth {depth} --hash 1 --name {{name}}",
        env!("CARGO_BIN_EXE_tablut")
    )
}

#[test]
fn three_tablut_clients_and_two_bad_ones_play_a_round_robin() {
    if !has_bash() {
        eprintln!("skipped: needs bash (its /dev/tcp) for the illegal-move client");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("rogue.sh"), ROGUE).unwrap();
    let mut args: Vec<String> = ["-t", "2", "--concurrency", "2", "--max-plies", "120"]
        .map(String::from)
        .to_vec();
    args.extend(["--out".into(), "cup".into()]);
    for player in [
        client(1),
        client(2),
        client(3),
        "crash=echo 'Error: Unable to access jarfile crash.jar' >&2; exit 3 {port}".into(),
        "rogue=bash rogue.sh {host} {port} {role}".into(),
    ] {
        args.extend(["--player".into(), player]);
    }
    let started = Instant::now();
    let out = run(dir.path(), &args);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "stdout:\n{stdout}\nstderr:\n{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        started.elapsed() < Duration::from_secs(60),
        "{:?}",
        started.elapsed()
    );
    assert!(stdout.contains("Crosstable"), "{stdout}");
    assert!(stdout.contains("Elo against the field"), "{stdout}");
    assert!(stdout.contains("results: cup/results.json"), "{stdout}");

    let cup = dir.path().join("cup");
    let json: Value =
        serde_json::from_str(&std::fs::read_to_string(cup.join("results.json")).unwrap()).unwrap();
    let names: Vec<&str> = json["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["d1", "d2", "d3", "crash", "rogue"]);
    let games = json["games"].as_array().unwrap();
    assert_eq!(games.len(), 20, "5 players, 10 pairs, 2 games each");

    // Every pair played both colours, and the crosstable adds up.
    for a in &names {
        for b in names.iter().filter(|b| *b != a) {
            let n = games
                .iter()
                .filter(|g| g["white"] == *a && g["black"] == *b)
                .count();
            assert_eq!(n, 1, "{a} with White against {b}");
        }
    }
    let cross = &json["crosstable"];
    for i in 0..5 {
        assert!(cross[i][i].is_null());
        for j in (0..5).filter(|&j| j != i) {
            let (x, y) = (&cross[i][j], &cross[j][i]);
            assert_eq!(x["games"], 2);
            assert_eq!(x["wins"], y["losses"]);
            assert_eq!(x["draws"], y["draws"]);
            let sum = x["points"].as_f64().unwrap() + y["points"].as_f64().unwrap();
            assert_eq!(sum, 2.0, "{} against {}", names[i], names[j]);
        }
    }
    let standings = json["standings"].as_array().unwrap();
    let total: f64 = standings
        .iter()
        .map(|s| s["points"].as_f64().unwrap())
        .sum();
    assert_eq!(total, 20.0, "one point a game");
    for s in standings {
        let i = s["index"].as_u64().unwrap() as usize;
        let row: f64 = (0..5)
            .filter(|&j| j != i)
            .map(|j| cross[i][j]["points"].as_f64().unwrap())
            .sum();
        assert_eq!(s["points"].as_f64().unwrap(), row, "{}", s["name"]);
        assert_eq!(s["total"]["games"], 8);
        assert!(s["elo"].is_object(), "{s}");
    }

    // The two bad clients lost every game against the tablut clients, by
    // forfeit; crash, never joining, lost both to rogue as well.
    for (bad, points, forfeits) in [("crash", 0.0, 8), ("rogue", 2.0, 6)] {
        let s = standings.iter().find(|s| s["name"] == bad).unwrap();
        assert_eq!(s["points"], points, "{s}");
        assert_eq!(s["forfeits"], forfeits, "{s}");
        assert!(s["rank"].as_u64().unwrap() >= 4, "{s}");
    }

    // Every game saved, and each replays to the result announced.
    for g in games {
        let path = cup.join(g["record"].as_str().unwrap());
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let number = g["number"].as_u64().unwrap();
        assert_eq!(
            file,
            format!(
                "{number:03}-{}-vs-{}.txt",
                g["white"].as_str().unwrap(),
                g["black"].as_str().unwrap()
            )
        );
        let record = read_record(&std::fs::read_to_string(&path).unwrap())
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(record.game.len() as u64, g["plies"].as_u64().unwrap());
        let result = match g["result"].as_str().unwrap() {
            "WHITEWIN" => "-1",
            "BLACKWIN" => "1",
            _ => "0",
        };
        assert_eq!(record.tag("result"), Some(result), "{file}");
        let loser = match g["result"].as_str() {
            Some("WHITEWIN") => &g["black"],
            Some("BLACKWIN") => &g["white"],
            _ => &Value::Null,
        };
        let bad = (*loser == "crash" || *loser == "rogue").then_some(loser);
        let termination = record.tag("termination").unwrap_or_default();
        match bad.and_then(Value::as_str) {
            Some("crash") => assert!(
                termination.contains("forfeited (crash)")
                    && termination.contains("Unable to access jarfile"),
                "{file}: {termination}"
            ),
            Some(_) => assert!(
                termination.contains("forfeited (illegal move)") && termination.contains("a1-a2"),
                "{file}: {termination}"
            ),
            None => {
                assert_eq!(g["forfeit"], false, "{file}: {termination}");
                for side in ["white_client", "black_client"] {
                    assert_eq!(g[side]["exit"], "exit status 0", "{file}");
                    assert_eq!(g[side]["declared_name"], g[&side[..5]], "{file}");
                }
            }
        }
        for side in ["white_client", "black_client"] {
            let log = cup.join(g[side]["log"].as_str().unwrap());
            assert!(log.is_file(), "{}", log.display());
        }
    }
    let txt = std::fs::read_to_string(cup.join("results.txt")).unwrap();
    assert!(txt.contains("Games:") && txt.contains(" 20 "), "{txt}");
}

#[test]
fn a_player_that_cannot_start_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let args: Vec<String> = [
        "--player",
        "alice=java-not-installed -jar alice.jar {role} {timeout} {host}",
        "--player",
        "bob=sh -c true",
    ]
    .map(String::from)
    .to_vec();
    let out = run(dir.path(), &args);
    let stderr = text(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("player 'alice'") && stderr.contains("'java-not-installed'"),
        "{stderr}"
    );
    let out = run(dir.path(), &["--player".into(), "solo=sh".into()]);
    assert!(text(&out.stderr).contains("at least two players"));
    // Clients that cannot take a port play on 5800/5801, one game at a time.
    let out = run(
        dir.path(),
        &[
            "-j",
            "2",
            "--player",
            "a=sh {role}",
            "--player",
            "b=sh {role}",
        ]
        .map(String::from),
    );
    assert!(
        text(&out.stderr).contains("one at a time"),
        "{}",
        text(&out.stderr)
    );
}
