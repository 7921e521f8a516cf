//! Every example in every `--help` runs as written (issue 11: the example
//! of `tablut moves --help` put a soldier on a corner and failed).
//!
//! The examples are read from the help itself, so a new one is tested the
//! day it is written. Each runs through `sh` (some are pipes) in a
//! temporary directory holding the files examples name (`game.txt`,
//! `weights.json`…), with `tablut` on the PATH. One that ends must end with
//! status 0; one that runs until stopped (a server, a match, a benchmark, a
//! search with a time) passes when it is still running without an error
//! after a few seconds: its arguments were taken and the work started.
//! What an example needs from outside is provided, or the example skipped
//! with a note: a Challenge server for the Challenge client (started here,
//! the client pointed at it), free ports for the servers (port 0), a
//! database file in the temporary directory, PostgreSQL only where
//! `TABLUT_TEST_POSTGRES` names one, Java only where it is installed.

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The subcommands, as `tablut --help` lists them.
const COMMANDS: [&str; 19] = [
    "play",
    "rules",
    "moves",
    "replay",
    "perft",
    "analyze",
    "bench",
    "engine",
    "match",
    "gate",
    "tune",
    "train-net",
    "balance",
    "puzzles",
    "serve",
    "bot",
    "challenge-client",
    "challenge-server",
    "challenge-tournament",
];

/// Commands whose examples may run until stopped.
const LONG: [&str; 11] = [
    "gate",
    "serve",
    "bot",
    "challenge-server",
    "challenge-client",
    "match",
    "balance",
    "tune",
    "train-net",
    "bench",
    "analyze",
];

/// How long a long-running example must run without an error.
const SETTLE: Duration = Duration::from_secs(4);
/// How long an example that ends may take.
const FINISH: Duration = Duration::from_secs(180);

fn tablut() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_tablut"))
}

fn help(args: &[&str]) -> String {
    let o = Command::new(tablut())
        .args(args)
        .arg("--help")
        .output()
        .expect("tablut runs");
    assert!(o.status.success(), "tablut {args:?} --help");
    String::from_utf8(o.stdout).expect("UTF-8")
}

/// The example command lines of a help text: the lines of its `Examples:`
/// block (a line ending in `\` goes on in the next) and `Example: tablut …`
/// lines, without the descriptions after them.
fn examples(help: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut in_block = false;
    let mut pending = String::new();
    for line in help.lines() {
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("Example: ") {
            if rest.contains("tablut ") {
                found.push(rest.to_string());
            }
            continue;
        }
        if trimmed == "Examples:" {
            in_block = true;
            continue;
        }
        if !in_block {
            continue;
        }
        if trimmed.is_empty() {
            in_block = false;
            continue;
        }
        pending.push_str(trimmed);
        if let Some(head) = pending.strip_suffix('\\') {
            pending = format!("{} ", head.trim_end());
            continue;
        }
        found.push(std::mem::take(&mut pending));
    }
    found
        .into_iter()
        .map(|e| without_description(&e))
        // A line naming a subcommand; not the match help's player list.
        .filter(|e| {
            COMMANDS
                .iter()
                .any(|c| e.contains(&format!("tablut {c}")) || e.ends_with(&format!("tablut {c}")))
        })
        .collect()
}

/// The command before the first run of two spaces outside quotes.
fn without_description(line: &str) -> String {
    let mut quote = None;
    let chars: Vec<char> = line.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        match (quote, c) {
            (None, '\'' | '"') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, ' ') if chars.get(i + 1) == Some(&' ') => {
                return chars[..i].iter().collect();
            }
            _ => {}
        }
    }
    line.to_string()
}

/// The subcommand an example runs.
fn command_of(example: &str) -> &'static str {
    COMMANDS
        .iter()
        .copied()
        .filter(|c| example.contains(&format!("tablut {c}")))
        .max_by_key(|c| c.len())
        .expect("examples name a subcommand")
}

/// The first line a child writes on its standard output (where the
/// servers say where they listen).
fn first_line(child: &mut Child) -> String {
    let mut stdout = child.stdout.take().expect("piped");
    let mut line = Vec::new();
    let mut byte = [0u8];
    while stdout.read(&mut byte).expect("reads") == 1 && byte[0] != b'\n' {
        line.push(byte[0]);
    }
    String::from_utf8(line).expect("UTF-8")
}

/// A Challenge server for the client's examples: its white and black ports.
struct Referee {
    child: Child,
    ports: (u16, u16),
}

impl Referee {
    fn start(dir: &Path) -> Referee {
        let mut child = Command::new(tablut())
            .args(["challenge-server", "--white-port", "0", "--black-port", "0"])
            .args(["--addr", "127.0.0.1", "--connect-timeout", "60", "--quiet"])
            .current_dir(dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the referee starts");
        let line = first_line(&mut child);
        let port = |key: &str| -> u16 {
            line.split_whitespace()
                .find_map(|w| w.strip_prefix(key))
                .and_then(|p| p.parse().ok())
                .unwrap_or_else(|| panic!("no {key} in {line:?}"))
        };
        Referee {
            ports: (port("white_port="), port("black_port=")),
            child,
        }
    }
}

impl Drop for Referee {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A `tablut serve` with a bot account, for the bot's examples: its URL
/// and the bot's token.
struct BotServer {
    child: Child,
    url: String,
    token: String,
}

impl BotServer {
    fn start(dir: &Path) -> BotServer {
        let mut child = Command::new(tablut())
            .args([
                "serve",
                "--addr",
                "127.0.0.1:0",
                "--database",
                "sqlite://bots.db",
            ])
            .current_dir(dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts");
        let line = first_line(&mut child);
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .trim_end_matches('/')
            .to_string();
        // The owner registers and makes a bot, as on the account page.
        let token = tokio::runtime::Runtime::new()
            .expect("a runtime")
            .block_on(async {
                let http = reqwest::Client::new();
                let registered = http
                    .post(format!("{url}/api/account/register"))
                    .json(&serde_json::json!({"name": "Olwen", "password": "the owner's"}))
                    .send()
                    .await
                    .expect("registers");
                let cookie = registered
                    .headers()
                    .get("set-cookie")
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.split(';').next())
                    .expect("a session cookie")
                    .to_string();
                let made: serde_json::Value = http
                    .post(format!("{url}/api/account/bots"))
                    .header("cookie", cookie)
                    .json(&serde_json::json!({"name": "HelpBot"}))
                    .send()
                    .await
                    .expect("makes a bot")
                    .json()
                    .await
                    .expect("JSON");
                made["token"].as_str().expect("a token").to_string()
            });
        BotServer { child, url, token }
    }
}

impl Drop for BotServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The example with what it needs from outside provided, or why it is
/// skipped.
fn prepare(
    example: &str,
    (referee, bots): (&mut Option<Referee>, &mut Option<BotServer>),
    dir: &Path,
) -> Result<String, String> {
    let mut text = example.to_string();
    match command_of(example) {
        "bot" => {
            if text.contains("ext:java") {
                let java = Command::new("java").arg("-version").output();
                if !java.is_ok_and(|o| o.status.success()) || !dir.join("OpenTafl.jar").exists() {
                    return Err("needs Java and OpenTafl.jar".into());
                }
            }
            let server = bots.get_or_insert_with(|| BotServer::start(dir));
            // The examples name the token as "$TOKEN", as a shell would keep it.
            text = format!(
                "export TOKEN={}; {}",
                server.token,
                text.replace("http://127.0.0.1:8080", &server.url)
            );
        }
        "serve" => {
            for addr in ["127.0.0.1:8080", "0.0.0.0:8080"] {
                text = text.replace(addr, "127.0.0.1:0");
            }
            if !text.contains("--addr") {
                text.push_str(" --addr 127.0.0.1:0");
            }
            if text.contains("postgres://") {
                let Ok(url) = std::env::var("TABLUT_TEST_POSTGRES") else {
                    return Err("needs PostgreSQL (TABLUT_TEST_POSTGRES)".into());
                };
                text = text.replace("postgres://tablut@localhost/tablut", &url);
            }
            text = text.replace("sqlite:///var/lib/tablut/games.db", "sqlite://games.db");
        }
        "challenge-server" if !text.contains("-port") => {
            text.push_str(" --white-port 0 --black-port 0");
        }
        "challenge-client" => {
            // A referee of its own: each accepts one player per side.
            let r = referee.insert(Referee::start(dir));
            let white = text.to_ascii_lowercase().contains("client white");
            let port = if white { r.ports.0 } else { r.ports.1 };
            let mut words: Vec<String> = text.split_whitespace().map(String::from).collect();
            // The server's address is the word after the time per move.
            let at = words
                .iter()
                .position(|w| w == "challenge-client")
                .expect("the subcommand")
                + 3;
            words[at] = "127.0.0.1".into();
            if let Some(i) = words.iter().position(|w| w == "--port") {
                words.drain(i..=i + 1);
            }
            text = format!("{} --port {port}", words.join(" "));
        }
        "challenge-tournament" if text.contains("java -jar") => {
            return Err("needs Java and the students' jars".into());
        }
        "match" if text.contains("ext:java") => {
            let java = Command::new("java").arg("-version").output();
            if !java.is_ok_and(|o| o.status.success()) || !dir.join("OpenTafl.jar").exists() {
                return Err("needs Java and OpenTafl.jar".into());
            }
        }
        _ => {}
    }
    Ok(text)
}

/// The files examples name, made with tablut itself.
fn furnish(dir: &Path) {
    let record = dir.join("game.txt");
    let o = Command::new(tablut())
        .args(["play"])
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("piped");
            writeln!(stdin, "e3-h3\nd1-d3\nsave {}", record.display())?;
            drop(stdin);
            child.wait()
        })
        .expect("tablut play saves a game");
    assert!(o.success());
    std::fs::copy(&record, dir.join("game.otg")).expect("copy");
    // The schedule of `tablut serve --tournament-schedule`: the docs' own.
    let schedule = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/tournaments.toml");
    std::fs::copy(schedule, dir.join("tournaments.toml")).expect("copy the schedule");
    let o = Command::new(tablut())
        .args([
            "tune",
            "--variant",
            "ludoteka",
            "--iterations",
            "1",
            "--depth",
            "1",
        ])
        .args(["--out", "weights.json"])
        .current_dir(dir)
        .stderr(Stdio::null())
        .output()
        .expect("tablut tune runs");
    assert!(o.status.success(), "tune writes weights.json");
    let o = Command::new(tablut())
        .args(["train-net", "--variant", "ludoteka", "--games", "4"])
        .args([
            "--depth",
            "1",
            "--epochs",
            "1",
            "--save-data",
            "positions.txt",
        ])
        .args(["--out", "net.nnue"])
        .current_dir(dir)
        .stderr(Stdio::null())
        .output()
        .expect("tablut train-net runs");
    assert!(
        o.status.success(),
        "train-net writes positions.txt and net.nnue"
    );
    // A second data file, for the example that trains on two.
    std::fs::copy(dir.join("positions.txt"), dir.join("more-positions.txt"))
        .expect("positions.txt copied");
}

/// A puzzle file for `tablut puzzles verify`, made by tablut itself.
fn furnish_puzzles(dir: &Path) {
    let o = Command::new(tablut())
        .args([
            "puzzles",
            "generate",
            "--variant",
            "cartier",
            "--count",
            "3",
        ])
        .args(["--out", "cartier.jsonl"])
        .current_dir(dir)
        .stderr(Stdio::null())
        .output()
        .expect("tablut puzzles runs");
    assert!(o.status.success(), "puzzles generate writes cartier.jsonl");
}

/// An example running in a directory of its own.
struct Running {
    example: String,
    text: String,
    long: bool,
    dir: tempfile::TempDir,
    child: Child,
    started: Instant,
    /// The Challenge server a client example plays against.
    referee: Option<Referee>,
}

impl Running {
    fn start(example: &str, text: String, template: &Path) -> Running {
        let dir = tempfile::tempdir().expect("a temporary directory");
        for entry in std::fs::read_dir(template).expect("the template") {
            let entry = entry.expect("an entry");
            if entry.path().is_file() {
                std::fs::copy(entry.path(), dir.path().join(entry.file_name())).expect("copy");
            }
        }
        std::fs::create_dir_all(dir.path().join("docs")).expect("docs/");
        let bin_dir = tablut().parent().expect("a directory");
        let path = format!(
            "{}:{}",
            bin_dir.display(),
            std::env::var("PATH").unwrap_or_default()
        );
        // A group of its own, so that stopping it stops every process of
        // a pipe, however sh runs them.
        let child = Command::new("sh")
            .process_group(0)
            .args(["-c", &format!("exec 2>stderr.txt; {text}")])
            .current_dir(dir.path())
            .env("PATH", path)
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .spawn()
            .expect("sh runs");
        Running {
            long: LONG.contains(&command_of(example)),
            example: example.to_string(),
            text,
            dir,
            child,
            started: Instant::now(),
            referee: None,
        }
    }

    /// Stops the example's whole process group.
    fn stop(&mut self) {
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", self.child.id())])
            .status();
        let _ = self.child.wait();
    }

    fn stderr(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("stderr.txt")).unwrap_or_default()
    }

    /// `None` while undecided; then whether it failed, and how.
    fn poll(&mut self) -> Option<Result<(), String>> {
        if let Some(status) = self.child.try_wait().expect("waits") {
            return Some(match status.success() {
                true => Ok(()),
                false => Err(format!("exit {status}: {}", self.stderr())),
            });
        }
        let waited = self.started.elapsed();
        if !((self.long && waited >= SETTLE) || waited >= FINISH) {
            return None;
        }
        self.stop();
        let err = self.stderr();
        Some(
            match self.long && !err.contains("error") && !err.contains("panicked") {
                true => Ok(()),
                false => Err(format!("still running after {waited:?}: {err}")),
            },
        )
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            self.stop();
        }
    }
}

#[test]
fn every_example_in_every_help_runs() {
    let mut all: Vec<String> = examples(&help(&[]));
    for cmd in COMMANDS {
        let found = examples(&help(&[cmd]));
        assert!(!found.is_empty(), "tablut {cmd} --help has no example");
        all.extend(found);
    }
    let mut seen = std::collections::HashSet::new();
    all.retain(|e| seen.insert(e.clone()));
    let template = tempfile::tempdir().expect("a temporary directory");
    furnish(template.path());
    furnish_puzzles(template.path());
    // All at once: most wait (for a server, or to be stopped) rather than
    // work, and one after another they would take minutes.
    let mut running = Vec::new();
    let mut bots = None;
    for example in &all {
        let mut referee = None;
        match prepare(example, (&mut referee, &mut bots), template.path()) {
            Ok(text) => {
                let mut r = Running::start(example, text, template.path());
                r.referee = referee;
                running.push(r);
            }
            Err(why) => eprintln!("skipped `{example}`: {why}"),
        }
    }
    assert!(
        running.len() >= 40,
        "only {} examples found: {all:#?}",
        running.len()
    );
    let mut failures = Vec::new();
    while !running.is_empty() {
        running.retain_mut(|r| match r.poll() {
            None => true,
            Some(Ok(())) => false,
            Some(Err(why)) => {
                failures.push(format!("`{}` (run as `{}`): {why}", r.example, r.text));
                false
            }
        });
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn examples_are_read_from_the_help() {
    let text = "Examples:\n  tablut moves                 56 moves\n  \
                tablut moves --position '/9/  d'\n  printf 'a\\n' \\\n      | tablut engine  x\n\n\
                  Example: tablut rules cartier\n  Example: --rule a=b\n";
    assert_eq!(
        examples(text),
        [
            "tablut moves",
            "tablut moves --position '/9/  d'",
            "printf 'a\\n' | tablut engine",
            "tablut rules cartier",
        ]
    );
}
