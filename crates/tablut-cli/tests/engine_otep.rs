//! `tablut engine` as a real child process, driven over OTEP: whole games
//! through the host side ([`EngineProcess`]), and raw protocol lines for
//! refused rules, malformed lines, analysis and resynchronisation.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

use tablut_core::notation::read_rules;
use tablut_core::{Game, Move, Rules, Setup, Side};
use tablut_protocol::otep::{EngineProcess, Message, OtepClock};

const BIN: &str = env!("CARGO_BIN_EXE_tablut");
const WAIT: Duration = Duration::from_secs(20);
const START_BOARD: &str = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
/// OpenTafl 0.4.8's built-in 9×9 Tablut, as its `rules` command sends it.
const OPENTAFL_TABLUT: &str = "dim:9 name:Tablut esc:e atkf:y ks:c nj:n cor: cenp:tcnkTCNK cens: cenh: cenhe:tcnkTCNK linc:y start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";

fn engine_command(extra: &str) -> String {
    format!("'{BIN}' engine --hash 8 {extra}")
}

/// A small xorshift generator, so that the test games are the same every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays `game` to the end: `engines` choose for their side, random legal
/// moves for a side without one. Returns the number of plies played.
fn play_out(
    game: &mut Game,
    engines: &mut [(Side, &mut EngineProcess)],
    max_plies: usize,
) -> usize {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let clock = OtepClock::per_move(Duration::from_secs(2));
    let mut plies = 0;
    while !game.outcome().is_over() && plies < max_plies {
        let side = game.position().side_to_move();
        let mv = match engines.iter_mut().find(|(s, _)| *s == side) {
            Some((_, engine)) => {
                let mv = engine
                    .choose_move(game, &clock, WAIT)
                    .unwrap_or_else(|e| panic!("ply {}: {e}", plies + 1));
                game.check_move(mv)
                    .unwrap_or_else(|e| panic!("ply {}: engine move {mv}: {e}", plies + 1));
                mv
            }
            None => {
                let moves = game.legal_moves();
                moves[rng.below(moves.len())]
            }
        };
        game.play(mv).expect("checked above");
        plies += 1;
    }
    plies
}

#[test]
fn a_whole_game_against_random_moves_reaches_an_outcome() {
    // OpenTafl's own Tablut rules, read as tablut reads them.
    let (rules, _) = read_rules(OPENTAFL_TABLUT).unwrap();
    let mut engine =
        EngineProcess::start(&engine_command("--depth 2"), &rules, WAIT).expect("engine starts");
    assert!(engine.name().starts_with("tablut"), "{}", engine.name());
    let mut game = Game::start(rules);
    let plies = play_out(&mut game, &mut [(Side::Defenders, &mut engine)], 400);
    let outcome = game.outcome();
    assert!(outcome.is_over(), "no outcome after {plies} plies");
    // A depth-2 defender escapes long before random attackers catch him.
    assert_eq!(outcome.winner(), Some(Side::Defenders), "{outcome}");
    engine.finish(outcome);
}

#[test]
fn two_engine_processes_play_each_other_legally() {
    let rules = Rules::LUDOTEKA;
    let start = |depth: &str| {
        EngineProcess::start(&engine_command(&format!("--depth {depth}")), &rules, WAIT)
            .expect("engine starts")
    };
    let (mut attackers, mut defenders) = (start("1"), start("2"));
    let mut game = Game::start(rules);
    play_out(
        &mut game,
        &mut [
            (Side::Attackers, &mut attackers),
            (Side::Defenders, &mut defenders),
        ],
        200,
    );
    if !game.outcome().is_over() {
        game.adjudicate_draw();
    }
    attackers.finish(game.outcome());
    defenders.finish(game.outcome());
}

/// The reply the engine expects after its move `mv`: the second move of
/// the principal variation of its last `status`, when that line starts
/// with `mv`.
fn expected_reply(engine: &EngineProcess, mv: Move) -> Option<Move> {
    let status = engine.last_status()?;
    let (_, pv) = status.split_once(" pv ")?;
    let mut pv = pv.split_whitespace().map(|m| m.parse::<Move>().ok());
    (pv.next()?? == mv).then_some(())?;
    pv.next()?
}

#[test]
fn a_pondering_engine_plays_a_whole_game() {
    // The opponent plays the reply the engine expects whenever it says
    // one, so most of the engine's searches continue a ponder search (a
    // ponderhit); the others are misses. Either way every move is legal
    // and the game ends.
    let rules = Rules::LUDOTEKA;
    let mut engine = EngineProcess::start(&engine_command("--ponder --depth 3"), &rules, WAIT)
        .expect("engine starts");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let clock = OtepClock::per_move(Duration::from_secs(2));
    let mut game = Game::start(rules);
    let mut expected = None;
    let mut plies = 0;
    while !game.outcome().is_over() && plies < 300 {
        let mv = if game.position().side_to_move() == Side::Defenders {
            let mv = engine
                .choose_move(&game, &clock, WAIT)
                .unwrap_or_else(|e| panic!("ply {}: {e}", plies + 1));
            game.check_move(mv)
                .unwrap_or_else(|e| panic!("ply {}: engine move {mv}: {e}", plies + 1));
            expected = expected_reply(&engine, mv);
            mv
        } else {
            let moves = game.legal_moves();
            match expected.take().filter(|m| moves.contains(m)) {
                // Every other time, so that misses are played too.
                Some(m) if plies % 4 != 1 => m,
                _ => moves[rng.below(moves.len())],
            }
        };
        game.play(mv).expect("checked above");
        plies += 1;
    }
    if !game.outcome().is_over() {
        game.adjudicate_draw();
    }
    engine.finish(game.outcome());
}

/// The engine spoken to line by line.
struct Raw {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Raw {
    fn start() -> Raw {
        let mut child = Command::new(BIN)
            .args(["engine", "--hash", "8", "--depth", "3"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tablut engine starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut raw = Raw {
            child,
            stdin,
            lines,
        };
        assert!(raw.expect("hello").starts_with("hello tablut"));
        raw
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("engine reads");
        self.stdin.flush().unwrap();
    }

    /// The next line starting with `prefix`, skipping `status` lines.
    fn expect(&mut self, prefix: &str) -> String {
        loop {
            let line = self
                .lines
                .recv_timeout(WAIT)
                .unwrap_or_else(|_| panic!("no line starting {prefix:?}"));
            if line.starts_with("status") && !prefix.starts_with("status") {
                continue;
            }
            assert!(line.starts_with(prefix), "wanted {prefix:?}, got {line:?}");
            return line;
        }
    }

    /// The move of a `move` reply.
    fn expect_move(&mut self) -> Move {
        let line = self.expect("move ");
        match Message::parse(&line) {
            Ok(Message::Move(record)) => record.mv,
            other => panic!("{line:?} is not a move: {other:?}"),
        }
    }

    fn goodbye(mut self) {
        self.send("goodbye");
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status}");
    }
}

#[test]
fn refused_rules_and_malformed_lines_get_errors_and_the_engine_goes_on() {
    let mut e = Raw::start();
    // Defender fortresses: a rule tablut cannot play, refused by name.
    e.send("rules dim:9 esc:e dfor:c5, start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
    let err = e.expect("error -1 ");
    assert!(err.contains("dfor"), "{err}");
    // OpenTafl's Foteviken Tablut, with its camps, loads and plays.
    e.send("rules dim:9 name:Foteviken_Tablut esc:e atkf:y nj:n cor: afor:a4,a5,a6,b5,d1,e1,f1,e2,i4,i5,i6,h5,d9,e9,f9,e8, cenp:tcnkTCNK aforp:tcnkTCNK cens: cenh: cenhe:K aforh:K cenre: aforre: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
    e.send("play attackers");
    let mv = e.expect("move ");
    assert!(mv.len() > 5, "{mv}");
    e.send("rules dim:11 start:/11/11/11/11/11/11/11/11/11/11/11/");
    assert!(e.expect("error -1 ").contains("11"));
    e.send("rules this is not a rules record");
    e.expect("error -1 ");
    // Without rules there is nothing to play.
    e.send("play attackers");
    e.expect("error -1 ");
    // Malformed lines: a non-critical error each, and nothing changes.
    e.send("clock lots 1000 0 0 0");
    e.expect("error 0 ");
    e.send("play nobody");
    e.expect("error 0 ");
    e.send(&format!("status {}", "x".repeat(20_000)));
    e.expect("error 0 ");
    // Then a good game.
    e.send(&format!("rules {OPENTAFL_TABLUT}"));
    e.send("clock 60000 60000 0 0 0");
    e.send("play attackers");
    let mv = e.expect_move();
    let (rules, _) = read_rules(OPENTAFL_TABLUT).unwrap();
    let mut game = Game::start(rules);
    game.play(mv).expect("the engine's first move is legal");
    e.send(&format!(
        "move {}",
        game.position().to_setup().board_record()
    ));
    e.goodbye();
}

#[test]
fn an_opponent_move_a_clock_after_play_and_analysis() {
    let mut e = Raw::start();
    let rules = Rules::BRAINKING; // defenders move first
    let start = Setup::start(rules.first);
    e.send(&format!(
        "rules {}",
        tablut_core::notation::write_rules(&rules, &start)
    ));
    let mut game = Game::start(rules);
    // The engine plays the attackers: the defenders move first.
    let first: Move = "e3-b3".parse().unwrap();
    game.play(first).unwrap();
    e.send(&format!(
        "opponent-move {first} {}",
        game.position().to_setup().board_record()
    ));
    // The spec puts the clock after play; OpenTafl sends it before.
    e.send("play attackers");
    e.send("clock 5000 5000 0 0 0");
    let mv = e.expect_move();
    game.play(mv).expect("legal reply");
    e.send(&format!(
        "move {}",
        game.position().to_setup().board_record()
    ));

    // Analysis of a position set by position and side.
    e.send(&format!("position {START_BOARD}"));
    e.send("side defenders");
    e.send("analyze 3 1");
    let line = e.expect("analysis 3 ");
    let Ok(Message::Analysis(lines)) = Message::parse(&line) else {
        panic!("{line:?}");
    };
    // Three variations, each legal, each with its own first move.
    assert_eq!(lines.len(), 3, "{line}");
    for variation in &lines {
        let mut fresh = Game::start(rules);
        for record in &variation.moves {
            fresh
                .play(record.mv)
                .unwrap_or_else(|err| panic!("{line}: {err}"));
        }
    }
    let firsts: std::collections::HashSet<_> = lines.iter().map(|l| l.moves[0].mv).collect();
    assert_eq!(firsts.len(), 3, "{line}");
    // An opponent-move that does not fit is resynced from its board.
    let board = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3tt3t/";
    e.send(&format!("opponent-move f9-i9 {board}"));
    e.send("play defenders");
    let mv = e.expect_move();
    let setup = Setup::from_board_record(board, Side::Defenders).unwrap();
    let pos = tablut_core::Position::from_setup(&setup, rules).unwrap();
    pos.check_move(mv)
        .expect("a legal move on the host's board");
    e.send("finish 0");
    e.goodbye();
}

#[test]
fn help_shows_an_opentafl_ini() {
    let out = Command::new(BIN)
        .args(["engine", "--help"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    for needle in [
        "[engine]",
        "directory=",
        "filename=",
        "command=",
        "arguments=engine",
    ] {
        assert!(text.contains(needle), "--help lacks {needle}:\n{text}");
    }
}

/// `--contempt` reaches the engine's search: in game 3's proved fortress
/// (the attackers to move) every line is a draw, so the attackers' score
/// is exactly what the contempt says a draw costs them.
#[test]
fn the_contempt_asked_for_scores_a_fortress() {
    let record = include_str!("../../tablut-core/tests/data/fortress_game3.txt");
    let rules = Rules::ASHTON_SERVER;
    let mut game = Game::start(rules);
    for m in record.split_whitespace() {
        game.play(m.parse().expect("a move")).expect("a legal move");
    }
    assert!(game.position().is_fortress());
    for (contempt, score) in [("0", "+0.00"), ("-100", "+1.00")] {
        let command = engine_command(&format!("--depth 5 --contempt {contempt}"));
        let mut engine = EngineProcess::start(&command, &rules, WAIT).expect("engine starts");
        let clock = OtepClock::per_move(Duration::from_secs(10));
        let mv = engine.choose_move(&game, &clock, WAIT).expect("a move");
        assert!(game.check_move(mv).is_ok());
        let status = engine.last_status().expect("a status line").to_string();
        assert!(
            status.starts_with("depth 5/") && status.contains(&format!("score {score} ")),
            "--contempt {contempt}: {status}"
        );
        engine.finish(game.outcome());
    }
}
