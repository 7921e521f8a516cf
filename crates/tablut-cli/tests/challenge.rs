//! `tablut challenge-client` and `tablut challenge-server` as real
//! processes over loopback: a whole game between two tablut clients, the
//! client against a scripted fake server that misbehaves, and the server
//! against scripted fake clients that misbehave.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, ChildStdout, Command, Output, Stdio};
use std::time::{Duration, Instant};

use tablut_protocol::bologna::{read_frame, write_frame, Action, State, Turn};

fn tablut() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_tablut"));
    c.stdin(Stdio::null());
    c
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Waits for `child` at most `secs` seconds (killing it after that) and
/// returns its output.
fn finish(mut child: Child, secs: u64) -> Output {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while child.try_wait().expect("try_wait").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let out = child.wait_with_output().expect("output");
            panic!(
                "the process did not end within {secs} s:\nstdout:\n{}\nstderr:\n{}",
                text(&out.stdout),
                text(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

fn assert_no_panic(out: &Output) {
    let err = text(&out.stderr);
    assert!(!err.contains("panicked"), "a panic:\n{err}");
}

/// A running `tablut challenge-server` on free loopback ports.
struct Server {
    child: Child,
    white: u16,
    black: u16,
    stdout: BufReader<ChildStdout>,
}

impl Server {
    fn start(log_dir: &Path, extra: &[&str]) -> Server {
        let mut child = tablut()
            .args(["challenge-server", "--addr", "127.0.0.1"])
            .args(["--white-port", "0", "--black-port", "0"])
            .arg("--log-dir")
            .arg(log_dir)
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the tablut binary runs");
        let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let mut line = String::new();
        stdout.read_line(&mut line).expect("the first line");
        let port = |key: &str| -> u16 {
            line.split_whitespace()
                .find_map(|w| w.strip_prefix(key))
                .and_then(|p| p.parse().ok())
                .unwrap_or_else(|| panic!("no {key} in {line:?}"))
        };
        let (white, black) = (port("white_port="), port("black_port="));
        assert!(line.starts_with("listening "), "{line}");
        Server {
            child,
            white,
            black,
            stdout,
        }
    }

    /// Waits for the end; returns the whole standard output after the
    /// first line, and the exit status.
    fn finish(mut self, secs: u64) -> (String, Output) {
        let mut rest = String::new();
        let reader = std::thread::spawn(move || {
            self.stdout.read_to_string(&mut rest).expect("stdout");
            rest
        });
        let out = finish(self.child, secs);
        (reader.join().expect("reader"), out)
    }
}

/// A scripted player: raw frames over a socket.
struct Fake {
    stream: TcpStream,
}

impl Fake {
    fn join(port: u16, name: &str) -> Fake {
        let stream = TcpStream::connect(("127.0.0.1", port)).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut f = Fake { stream };
        f.send(&format!("{name:?}"));
        f
    }

    fn send(&mut self, text: &str) {
        write_frame(&mut self.stream, text).expect("send");
    }

    fn state(&mut self) -> State {
        let text = read_frame(&mut self.stream, 1 << 16).expect("a state");
        State::parse(&text).expect("a valid state")
    }
}

fn record_in(dir: &Path) -> String {
    let files: Vec<_> = std::fs::read_dir(dir)
        .expect("the log directory exists")
        .map(|e| e.expect("entry").path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    std::fs::read_to_string(&files[0]).expect("the record")
}

#[test]
fn tablut_against_tablut_plays_a_whole_game_and_saves_the_record() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["-t", "2", "--max-plies", "300"]);
    let client = |role: &str, port: u16, name: &str| {
        tablut()
            .args(["challenge-client", role, "2", "127.0.0.1", "--depth", "2"])
            .args(["--port", &port.to_string(), "--name", name])
            .args(["--read-timeout", "20"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the tablut binary runs")
    };
    let white = client("WHITE", server.white, "Alice");
    let black = client("black", server.black, "Bob-2");
    let white = finish(white, 60);
    let black = finish(black, 60);
    let (log, out) = server.finish(10);
    for (who, o) in [("white", &white), ("black", &black), ("server", &out)] {
        assert_no_panic(o);
        assert!(o.status.success(), "{who} failed: {}", text(&o.stderr));
    }
    let (w, b) = (text(&white.stdout), text(&black.stdout));
    assert!(w.starts_with("WHITE (defenders) "), "{w}");
    assert!(b.starts_with("BLACK (attackers) "), "{b}");
    let result = log
        .lines()
        .find(|l| l.starts_with("result: "))
        .unwrap_or_else(|| panic!("no result line:\n{log}"));
    assert!(result.contains("white Alice vs black Bob2"), "{result}");
    let turn = ["WHITEWIN", "BLACKWIN", "DRAW"]
        .into_iter()
        .find(|t| result.contains(t))
        .unwrap_or_else(|| panic!("{result}"));
    assert!(w.contains(&format!("final state {turn}")), "{w}");
    assert!(b.contains(&format!("final state {turn}")), "{b}");
    let record = record_in(dir.path());
    assert!(record.contains("[defenders:Alice (white)]"), "{record}");
    assert!(record.contains("[attackers:Bob2 (black)]"), "{record}");
    assert!(record.contains("[variant:ashton-server]"), "{record}");
    assert!(!record.contains("[result:?]"), "{record}");
    // The record replays under its own rules.
    let path = std::fs::read_dir(dir.path())
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let replay = tablut()
        .args(["replay", "--file"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(replay.status.success(), "{}", text(&replay.stderr));
}

#[test]
fn pondering_clients_play_a_whole_game_against_the_referee() {
    // Both think on the other's time; each search continues the ponder
    // search when the reply was the one expected, and starts afresh
    // otherwise. Every move stays legal (the referee checks) and the game
    // ends.
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["-t", "2", "--max-plies", "200"]);
    let client = |role: &str, port: u16, switch: &str| {
        tablut()
            .args(["challenge-client", role, "2", "127.0.0.1", "--depth", "2"])
            .args(["--port", &port.to_string(), "--hash", "8", switch])
            .args(["--read-timeout", "20"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the tablut binary runs")
    };
    let white = client("WHITE", server.white, "--ponder");
    let black = client("BLACK", server.black, "--ponder");
    let white = finish(white, 90);
    let black = finish(black, 90);
    let (log, out) = server.finish(10);
    for (who, o) in [("white", &white), ("black", &black), ("server", &out)] {
        assert_no_panic(o);
        assert!(o.status.success(), "{who} failed: {}", text(&o.stderr));
    }
    for o in [&white, &black] {
        let err = text(&o.stderr);
        assert!(err.contains("pondering on"), "{err}");
    }
    let result = log
        .lines()
        .find(|l| l.starts_with("result: "))
        .unwrap_or_else(|| panic!("no result line:\n{log}"));
    assert!(
        ["WHITEWIN", "BLACKWIN", "DRAW"]
            .iter()
            .any(|t| result.contains(t)),
        "{result}"
    );
    // Nobody forfeited (an illegal move, a time-out), and no errors.
    assert!(!result.contains("forfeits"), "{result}");
    assert!(!log.contains("error "), "{log}");
}

#[test]
fn an_illegal_move_loses_at_once_without_errors_allowed() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["-t", "5"]);
    let mut white = Fake::join(server.white, "Fake White");
    let mut black = Fake::join(server.black, "FakeBlack");
    assert_eq!(white.state(), State::start());
    assert_eq!(black.state(), State::start());
    // The king is hemmed in by his own soldiers.
    white.send(r#"{"from":"e5","to":"e9","turn":"WHITE"}"#);
    for fake in [&mut white, &mut black] {
        let end = fake.state();
        assert_eq!(end.turn, Turn::BlackWin);
        assert_eq!(end.board, State::start().board);
    }
    let (log, out) = server.finish(10);
    assert_no_panic(&out);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(log.contains("WHITE is FakeWhite"), "{log}");
    assert!(log.contains("result: BLACKWIN"), "{log}");
    assert!(log.contains("illegal move"), "{log}");
    let record = record_in(dir.path());
    assert!(record.contains("[result:1]"), "{record}");
    // White (the defenders) forfeited, in core's termination tag.
    assert!(
        record.contains("[termination:defenders forfeited (illegal move)"),
        "{record}"
    );
    assert!(record.contains("[defenders:FakeWhite (white)]"), "{record}");
}

#[test]
fn errors_within_the_allowance_resend_the_state_and_a_broken_frame_loses() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["-t", "5", "--errors", "1"]);
    let mut white = Fake::join(server.white, "W");
    let mut black = Fake::join(server.black, "B");
    white.state();
    black.state();
    // Malformed JSON: an error, and the same state goes to both again.
    white.send("{this is not json");
    assert_eq!(white.state(), State::start());
    assert_eq!(black.state(), State::start());
    // A legal move is then accepted.
    let mv = "e3-h3".parse().unwrap();
    white.send(&Action::new(mv, tablut_core::Side::Defenders).to_json());
    let after = white.state();
    assert_eq!(after.turn, Turn::Black);
    assert_eq!(black.state(), after);
    // Black announces a 2 GiB message: it loses at once, whatever the allowance.
    black.stream.write_all(&[0x7f, 0xff, 0xff, 0xff]).unwrap();
    let end = white.state();
    assert_eq!(end.turn, Turn::WhiteWin);
    let (log, out) = server.finish(10);
    assert_no_panic(&out);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(log.contains("error 1 of WHITE (1 allowed)"), "{log}");
    assert!(log.contains("result: WHITEWIN"), "{log}");
    assert!(log.contains("more than the 65536 allowed"), "{log}");
    assert!(record_in(dir.path()).contains("[result:-1]"));
}

#[test]
fn a_silent_player_loses_on_time_and_a_missing_player_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["-t", "1"]);
    let mut white = Fake::join(server.white, "Slow");
    let mut black = Fake::join(server.black, "Quick");
    white.state();
    black.state();
    let start = Instant::now();
    assert_eq!(black.state().turn, Turn::BlackWin);
    assert!(start.elapsed() >= Duration::from_millis(900));
    let (log, out) = server.finish(10);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(log.contains("no move within 1 s"), "{log}");

    let empty = tempfile::tempdir().unwrap();
    let server = Server::start(empty.path(), &["--connect-timeout", "1"]);
    let (_, out) = server.finish(10);
    assert_no_panic(&out);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("no WHITE player connected within 1 s"),
        "{err}"
    );
}

#[test]
fn the_first_moves_have_the_same_extra_time_and_every_move_time_is_logged() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["-t", "1", "--first-move-extra", "2"]);
    let mut white = Fake::join(server.white, "SlowStart");
    let mut black = Fake::join(server.black, "Quick");
    white.state();
    black.state();
    // Past the second a move has, within the extra time of a first move.
    std::thread::sleep(Duration::from_millis(1500));
    white.send(r#"{"from":"e3","to":"f3","turn":"WHITE"}"#);
    for fake in [&mut white, &mut black] {
        assert_eq!(fake.state().turn, Turn::Black, "the slow first move stands");
    }
    // Black's first move has the same extra time; then no more.
    let start = Instant::now();
    assert_eq!(black.state().turn, Turn::WhiteWin);
    assert!(
        start.elapsed() >= Duration::from_millis(2800),
        "{:?}",
        start.elapsed()
    );
    let (log, out) = server.finish(10);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let line = log
        .lines()
        .find(|l| l.starts_with("WHITE e3-f3 -> BLACK ("))
        .unwrap_or_else(|| panic!("no timed move in {log}"));
    let secs: f64 = line
        .trim_end_matches(" s)")
        .rsplit('(')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1.4..2.5).contains(&secs), "{line}");
    assert!(log.contains("no move within 3 s"), "{log}");
}

/// Runs a client as WHITE against a fake server that plays `script` on
/// the accepted connection; returns the client's output.
fn client_against(script: impl FnOnce(TcpStream) + Send + 'static, extra: &[&str]) -> Output {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let name = read_frame(&mut stream, 1024).expect("a name");
        assert_eq!(name, "\"tablut\"");
        script(stream);
    });
    let child = tablut()
        .args(["challenge-client", "WHITE", "2", "127.0.0.1"])
        .args(["--port", &port.to_string(), "--depth", "1"])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = finish(child, 20);
    server.join().expect("the fake server");
    assert_no_panic(&out);
    out
}

fn client_fails(script: impl FnOnce(TcpStream) + Send + 'static, extra: &[&str]) -> String {
    let out = client_against(script, extra);
    assert!(!out.status.success(), "{}", text(&out.stdout));
    text(&out.stderr)
}

#[test]
fn the_client_reports_a_misbehaving_server_clearly() {
    let err = client_fails(
        |mut s| write_frame(&mut s, "{\"board\": \"nonsense\"}").unwrap(),
        &[],
    );
    assert!(err.contains("malformed message"), "{err}");

    // The server closes the connection while the game goes on.
    let err = client_fails(
        |mut s| {
            let mut state = State::start();
            state.turn = Turn::Black;
            write_frame(&mut s, &state.to_json()).unwrap();
        },
        &[],
    );
    assert!(err.contains("closed"), "{err}");
    assert!(err.contains("had not ended"), "{err}");

    // Nothing comes at all.
    let err = client_fails(
        |_s| std::thread::sleep(Duration::from_millis(1500)),
        &["--read-timeout", "0.5"],
    );
    assert!(err.contains("in time"), "{err}");
    assert!(err.contains("read time-out 0.5 s"), "{err}");

    // A hostile length.
    let err = client_fails(|mut s| s.write_all(&[0x7f, 0, 0, 0]).unwrap(), &[]);
    assert!(err.contains("more than the 65536 allowed"), "{err}");
}

#[test]
fn the_client_moves_in_time_and_stops_at_the_final_state() {
    let out = client_against(
        |mut s| {
            write_frame(&mut s, &State::start().to_json()).unwrap();
            let action = Action::parse(&read_frame(&mut s, 1024).unwrap()).unwrap();
            assert_eq!(action.turn, Turn::White);
            let mv = action.to_move().unwrap();
            let mut game = tablut_core::Game::start(
                "ashton-server"
                    .parse::<tablut_core::Variant>()
                    .unwrap()
                    .rules,
            );
            game.play(mv).expect("a legal move");
            let mut end = State::from_position(game.position(), Turn::Draw);
            end.turn = Turn::Draw;
            write_frame(&mut s, &end.to_json()).unwrap();
        },
        &[],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let line = text(&out.stdout);
    assert!(line.starts_with("WHITE (defenders) drew"), "{line}");
    assert!(line.contains("after 1 plies, 1 moves sent"), "{line}");
}

#[test]
fn bad_arguments_are_refused_with_a_hint() {
    let out = tablut()
        .args(["challenge-client", "RED", "60", "127.0.0.1"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("not a role"),
        "{}",
        text(&out.stderr)
    );

    // Nobody listens on this port.
    let port = {
        let l = TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let out = tablut()
        .args(["challenge-client", "BLACK", "60", "127.0.0.1"])
        .args(["--port", &port.to_string()])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("could not connect to 127.0.0.1"), "{err}");
    assert_no_panic(&out);
}
