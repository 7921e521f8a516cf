//! The options `tablut play` gained with its terminal UI (`--vs`, `--level`,
//! `--movetime`, `--side`, `--load`, `--no-tui`), checked through a pipe,
//! where the line mode runs. The full-screen UI is tested inside the
//! binary on ratatui's test backend (`src/tui/render_tests.rs`), and here
//! once for real: the program in a pseudo-terminal, keys typed, the
//! screen read back (a move played in the Spanish UI).
mod common;

use common::tablut;
use common::text;

#[test]
fn the_computer_replies_in_line_mode() {
    let o = tablut(
        &[
            "play", "--no-tui", "--vs", "computer", "--level", "beginner",
        ],
        "e3-h3\nquit\n",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("defenders played e3-h3\n"), "{out}");
    assert!(out.contains("attackers (computer) played "), "{out}");
}

#[test]
fn side_alone_means_a_computer_game_and_it_may_open() {
    // Ludoteka: the defenders move first, so the computer opens.
    let o = tablut(
        &["play", "--side", "attackers", "--movetime", "0.05"],
        "quit\n",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("defenders (computer) played "));
}

#[test]
fn computer_options_need_a_computer() {
    let o = tablut(&["play", "--vs", "human", "--level", "easy"], "");
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("--vs computer"),
        "{}",
        text(&o.stderr)
    );
    let o = tablut(&["play", "--level", "grandmaster"], "");
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("unknown level"));
    let o = tablut(&["play", "--movetime", "0"], "");
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("out of range"));
    let o = tablut(&["play", "--level", "easy", "--movetime", "1"], "");
    assert!(!o.status.success(), "one strength at a time");
}

#[test]
fn load_continues_a_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("load.otg");
    let name = file.to_str().unwrap();
    let o = tablut(
        &["play", "--variant", "catalan"],
        &format!("e2-h2\ne3-h3\nsave {name}\nquit\n"),
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let o = tablut(&["play", "--load", name], "position\nquit\n");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("Tablut (catalan)"), "{out}");
    assert!(out.contains("Move 3: attackers to move"), "{out}");
    let o = tablut(&["play", "--load", name, "--variant", "cartier"], "");
    assert!(!o.status.success(), "--load brings its own rules");
    std::fs::remove_file(&file).unwrap();
    let o = tablut(&["play", "--load", name], "");
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("cannot read"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn help_names_the_new_options() {
    let o = tablut(&["play", "--help"], "");
    let help = text(&o.stdout);
    for option in [
        "--vs <WHO>",
        "--level <NAME>",
        "--movetime <SECONDS>",
        "--side <SIDE>",
        "--load <FILE>",
        "--no-tui",
    ] {
        assert!(help.contains(option), "{option}: {help}");
    }
}

/// A terminal screen rebuilt from what a full-screen program writes: the
/// characters at the cursor, cursor moves (`ESC [ row ; col H`) and
/// clears (`ESC [ 2 J`); every other escape sequence (colours, modes) is
/// skipped. Enough to read what ratatui draws, which it writes only
/// where the screen changed.
struct Screen {
    rows: Vec<Vec<char>>,
}

impl Screen {
    fn of(bytes: &[u8], width: usize, height: usize) -> Screen {
        let blank = || vec![vec![' '; width]; height];
        let mut rows = blank();
        let (mut row, mut col) = (0usize, 0usize);
        let text = String::from_utf8_lossy(bytes);
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            match c {
                '\x1b' => match chars.next() {
                    Some('[') => {
                        let mut params = String::new();
                        let mut last = None;
                        for c in chars.by_ref() {
                            if ('\x40'..='\x7e').contains(&c) {
                                last = Some(c);
                                break;
                            }
                            params.push(c);
                        }
                        match last {
                            Some('H') | Some('f') => {
                                let mut numbers = params
                                    .split(';')
                                    .map(|n| n.parse::<usize>().unwrap_or(1).max(1));
                                row = numbers.next().unwrap_or(1) - 1;
                                col = numbers.next().unwrap_or(1) - 1;
                            }
                            Some('J') if params == "2" => rows = blank(),
                            _ => {}
                        }
                    }
                    // `ESC ] … BEL`: a title or the like.
                    Some(']') => {
                        for c in chars.by_ref() {
                            if c == '\x07' {
                                break;
                            }
                        }
                    }
                    _ => {}
                },
                '\r' => col = 0,
                '\n' => row += 1,
                c if c.is_control() => {}
                c => {
                    if let Some(cell) = rows.get_mut(row).and_then(|r| r.get_mut(col)) {
                        *cell = c;
                    }
                    col += 1;
                }
            }
        }
        Screen { rows }
    }

    fn text(&self) -> String {
        let lines: Vec<String> = self
            .rows
            .iter()
            .map(|r| r.iter().collect::<String>().trim_end().to_string())
            .collect();
        lines.join("\n")
    }
}

/// `tablut args…` running in a pseudo-terminal of `WIDTH`×`HEIGHT`
/// (through util-linux `script`, which gives it one), with keys to type
/// and the screen to read.
struct Terminal {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    output: std::sync::Arc<std::sync::Mutex<Vec<u8>>>,
}

const WIDTH: usize = 100;
const HEIGHT: usize = 34;

impl Terminal {
    /// `None` where there is no `script` to give the program a terminal.
    fn start(args: &[&str]) -> Option<Terminal> {
        use std::process::{Command, Stdio};
        if Command::new("script").arg("--version").output().is_err() {
            eprintln!("skipped: no `script` (util-linux) for a pseudo-terminal");
            return None;
        }
        let quoted: Vec<String> = std::iter::once(env!("CARGO_BIN_EXE_tablut"))
            .chain(args.iter().copied())
            .map(|a| format!("'{}'", a.replace('\'', r"'\''")))
            .collect();
        let command = format!(
            "stty cols {WIDTH} rows {HEIGHT} && exec {}",
            quoted.join(" ")
        );
        let mut child = Command::new("script")
            .args(["--quiet", "--return", "--command", &command, "/dev/null"])
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C")
            .env("TERM", "xterm-256color")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("script runs");
        let stdin = child.stdin.take().expect("stdin is piped");
        let mut stdout = child.stdout.take().expect("stdout is piped");
        let output = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let sink = output.clone();
        std::thread::spawn(move || {
            use std::io::Read;
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Some(Terminal {
            child,
            stdin,
            output,
        })
    }

    fn screen(&self) -> String {
        Screen::of(&self.output.lock().unwrap(), WIDTH, HEIGHT).text()
    }

    /// Waits (up to 20 seconds) until the screen shows every one of `texts`.
    fn wait_for(&self, texts: &[&str]) -> String {
        let start = std::time::Instant::now();
        loop {
            let screen = self.screen();
            if texts.iter().all(|t| screen.contains(t)) {
                return screen;
            }
            assert!(
                start.elapsed() < std::time::Duration::from_secs(20),
                "never showed {texts:?}:\n{screen}"
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }

    fn type_keys(&mut self, keys: &str) {
        use std::io::Write;
        self.stdin.write_all(keys.as_bytes()).unwrap();
        self.stdin.flush().unwrap();
    }

    /// Waits for the program to end; its exit status.
    fn finish(mut self) -> std::process::ExitStatus {
        self.finish_status()
    }

    /// Waits for the program to end, keeping its output; its exit status.
    fn finish_status(&mut self) -> std::process::ExitStatus {
        let start = std::time::Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            if start.elapsed() > std::time::Duration::from_secs(20) {
                let _ = self.child.kill();
                panic!("tablut did not quit:\n{}", self.screen());
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }
}

#[test]
fn plays_a_move_in_the_spanish_tui() {
    let Some(mut terminal) = Terminal::start(&["play", "--vs", "human", "--lang", "es"]) else {
        return;
    };
    // The board, whose turn it is and the keys, in Spanish.
    let screen = terminal.wait_for(&[
        "Mueven los defensores",
        "Les toca mover a los defensores.",
        "H pista",
    ]);
    assert!(!screen.contains("to move"), "{screen}");
    // The cursor starts on the throne: down twice to e3, choose the
    // defender there, right three times to h3, move it.
    terminal.type_keys("jj\r");
    terminal.wait_for(&["El defensor de e3 puede ir a 8 casillas: elige una."]);
    terminal.type_keys("lll\r");
    let screen = terminal.wait_for(&["Los defensores jugaron e3-h3.", "Mueven los atacantes"]);
    assert!(screen.contains("1. e3-h3"), "{screen}");
    for english in ["played", "to move", "Attackers", "H hint"] {
        assert!(!screen.contains(english), "{english}:\n{screen}");
    }
    // Quitting an unfinished game asks first, in Spanish too.
    terminal.type_keys("q");
    terminal.wait_for(&["¿Salir de todos modos?"]);
    terminal.type_keys("y");
    assert!(terminal.finish().success());
}

#[test]
fn loading_dev_zero_is_refused_at_once() {
    let Some(mut terminal) = Terminal::start(&["play", "--vs", "human"]) else {
        return;
    };
    terminal.wait_for(&["L load"]);
    terminal.type_keys("L");
    terminal.wait_for(&["Load game"]);
    // Before the cap, this froze the game and grew its memory unbounded.
    terminal.type_keys("/dev/zero\r");
    terminal.wait_for(&["/dev/zero is not a regular file"]);
    // The game still answers.
    terminal.type_keys("q");
    assert!(terminal.finish().success());
}

#[test]
fn sigterm_gives_the_terminal_back() {
    let Some(mut terminal) = Terminal::start(&["play", "--vs", "human"]) else {
        return;
    };
    terminal.wait_for(&["L load"]);
    // `script` runs the shell that execs tablut: tablut is its child.
    let script = terminal.child.id();
    let children = std::fs::read_to_string(format!("/proc/{script}/task/{script}/children"))
        .unwrap_or_default();
    let Some(pid) = children.split_whitespace().next() else {
        eprintln!("skipped: cannot find tablut under script in /proc");
        return;
    };
    let killed = std::process::Command::new("kill")
        .args(["-TERM", pid])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let status = terminal.finish_status();
    assert_eq!(status.code(), Some(143), "the exit status of SIGTERM");
    let output = terminal.output.lock().unwrap().clone();
    let text = String::from_utf8_lossy(&output);
    let entered = text
        .rfind("\x1b[?1049h")
        .expect("the alternate screen was entered");
    assert!(
        text[entered..].contains("\x1b[?1049l"),
        "the alternate screen was left after SIGTERM"
    );
}
