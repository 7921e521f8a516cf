//! A tournament among misbehaving Challenge clients, as real processes
//! over loopback: one that crashes before joining, one that sends an
//! illegal move, one that joins and never moves, one that never connects.
//! Each loses by the referee's rules, every game is saved and replays,
//! the crosstable adds up, and no client's process outlives its game.
//! (Games between real players: `crates/tablut-cli/tests/challenge_tournament.rs`.)

#![cfg(unix)]

use std::path::Path;
use std::time::{Duration, Instant};

use tablut_core::notation::read_record;
use tablut_core::Variant;
use tablut_protocol::bologna::Turn;
use tablut_tools::tournament::{Entrant, Ports, Tournament};

/// A client that joins as "rogue" and sends a1-a2 (a1 is empty) at once;
/// the referee reads it when it is that side's turn.
const ROGUE: &str = r#"exec 3<>"/dev/tcp/$1/$2"
printf '\0\0\0\007"rogue"' >&3
printf '\0\0\0\046{"from":"a1","to":"a2","turn":"%s"}' "$3" >&3
cat <&3 >/dev/null
"#;

/// A client that notes its process id, joins and never moves.
const SLEEPER: &str = r#"echo $$ >> "$3"
exec 3<>"/dev/tcp/$1/$2"
printf '\0\0\0\007"sleep"' >&3
sleep 60
"#;

fn bash() -> bool {
    std::process::Command::new("bash")
        .args(["-c", "exit 0"])
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether process `pid` is gone (or dead, waiting to be reaped).
fn gone(pid: &str) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with(['Z', 'X'])),
    }
}

fn tournament(dir: &Path) -> Tournament {
    std::fs::write(dir.join("rogue.sh"), ROGUE).unwrap();
    std::fs::write(dir.join("sleeper.sh"), SLEEPER).unwrap();
    let pids = dir.join("pids");
    let d = dir.display();
    let player = |name: &str, command: String| Entrant::new(name, &command).unwrap();
    Tournament {
        players: vec![
            player(
                "crash",
                "echo 'cannot start: no jar' >&2; exit 3 {port}".into(),
            ),
            player(
                "rogue",
                format!("bash {d}/rogue.sh {{host}} {{port}} {{role}}"),
            ),
            player(
                "sleeper",
                format!("bash {d}/sleeper.sh {{host}} {{port}} {}", pids.display()),
            ),
            player(
                "absent",
                format!("echo $$ >> {}; exec sleep 60 {{port}}", pids.display()),
            ),
        ],
        games_per_pair: 2,
        concurrency: 3,
        ports: Ports::Free,
        variant: "ashton-server".parse::<Variant>().unwrap(),
        move_secs: 1,
        errors_allowed: 0,
        connect_timeout: Duration::from_secs(2),
        max_plies: None,
        first_move_extra: Duration::ZERO,
        out: dir.join("cup"),
        date: "2026.11.25".into(),
    }
}

#[test]
fn clients_that_crash_cheat_hang_or_never_come_lose_and_the_tournament_goes_on() {
    if !bash() {
        eprintln!("skipped: needs bash (its /dev/tcp) for the scripted clients");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let t = tournament(dir.path());
    t.check().unwrap();
    t.prepare().unwrap();
    let started = Instant::now();
    let mut seen = 0;
    let played = t.play(|_| seen += 1);
    assert!(played.error.is_none(), "{:?}", played.error);
    assert_eq!((played.games.len(), seen), (12, 12));
    assert!(
        started.elapsed() < Duration::from_secs(40),
        "{:?}",
        started.elapsed()
    );
    let r = t.results(&played.games);
    t.write_results(&r).unwrap();

    // Every pair, both colours; every game a whole point.
    for a in 0..4 {
        for b in (0..4).filter(|&b| b != a) {
            let n = played
                .games
                .iter()
                .filter(|g| g.white_index == a && g.black_index == b)
                .count();
            assert_eq!(n, 1, "{a} white against {b}");
            let (x, y) = (r.crosstable[a][b].unwrap(), r.crosstable[b][a].unwrap());
            assert_eq!(x.points + y.points, 2.0);
        }
    }
    let points = |name: &str| {
        r.standings
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.points)
            .unwrap()
    };
    // rogue and sleeper beat each other once (illegal move, time-out),
    // and beat crash and absent twice; crash and absent beat each other
    // once (White is waited for first, so White is blamed first).
    assert_eq!(points("rogue"), 5.0);
    assert_eq!(points("sleeper"), 5.0);
    assert_eq!(points("crash"), 1.0);
    assert_eq!(points("absent"), 1.0);
    assert_eq!(r.standings.iter().map(|s| s.points).sum::<f64>(), 12.0);
    assert!(played
        .games
        .iter()
        .all(|g| g.forfeit && g.result != Turn::Draw));

    for g in &played.games {
        let text = std::fs::read_to_string(t.out.join(&g.record)).unwrap();
        let record = read_record(&text).unwrap();
        assert_eq!(record.end.as_ref(), Some(&g.ending), "{}", g.record);
        assert_eq!(record.game.len(), g.plies);
        assert_eq!(
            record.tag("defenders"),
            Some(format!("{} (white)", g.white).as_str())
        );
        let termination = record.tag("termination").unwrap().to_string();
        let loser = if g.result == Turn::WhiteWin {
            &g.black
        } else {
            &g.white
        };
        let cause = match loser.as_str() {
            "crash" => "forfeited (crash): the client ended (exit status 3) before",
            "rogue" => {
                "forfeited (illegal move): 1 error with 0 allowed; the last: illegal move: a1-a2"
            }
            "sleeper" => "forfeited (timeout): no move within 1 s",
            _ => "forfeited (timeout): no ",
        };
        assert!(termination.contains(cause), "{}: {termination}", g.record);
        if loser == "crash" {
            assert!(
                termination.contains("cannot start: no jar"),
                "{termination}"
            );
        }
        for log in [&g.white_client.log, &g.black_client.log] {
            assert!(t.out.join(log).is_file(), "{log}");
        }
    }
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(t.out.join("results.json")).unwrap())
            .unwrap();
    assert_eq!(json["games"].as_array().unwrap().len(), 12);
    assert!(t.out.join("results.txt").is_file());

    // Every client process was killed at the end of its game. (A game
    // its opponent lost at once may end before a client notes its id.)
    let pids = std::fs::read_to_string(dir.path().join("pids")).unwrap();
    assert!(
        (1..=12).contains(&pids.lines().count()),
        "6 games each: {pids}"
    );
    for pid in pids.lines() {
        assert!(gone(pid), "process {pid} outlived its game");
    }
    // The directory now holds a tournament: a second one is refused.
    let again = t.prepare().unwrap_err().to_string();
    assert!(again.contains("already holds a tournament"), "{again}");
}

#[test]
fn a_command_that_cannot_start_is_named_before_any_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = tournament(dir.path());
    t.players[1] = Entrant::new(
        "typo",
        "javaa -jar student.jar {role} {timeout} {host} {port}",
    )
    .unwrap();
    let e = t.check().unwrap_err().to_string();
    assert!(e.contains("player 'typo'") && e.contains("'javaa'"), "{e}");
    t.players.truncate(1);
    assert!(t
        .check()
        .unwrap_err()
        .to_string()
        .contains("at least two players"));
    let mut t = tournament(dir.path());
    t.ports = Ports::Standard;
    assert!(t.check().unwrap_err().to_string().contains("one at a time"));
    t.players[0] = Entrant::new("jar", "java -jar a.jar {role} {timeout} {host}").unwrap();
    assert_eq!(Ports::for_players(&t.players), Ports::Standard);
    t.ports = Ports::Free;
    t.concurrency = 1;
    let e = t.check().unwrap_err().to_string();
    assert!(e.contains("the command of jar has no {port}"), "{e}");
}
