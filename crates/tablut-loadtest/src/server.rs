//! The server under load, started as a child process on a free loopback
//! port (and stopped at the end): the web service of `tablut serve`, run by
//! `tablut-loadtest --serve-child DATABASE` ([`serve_child`]).

use std::fs::{self, File};
use std::io::Write;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use tablut_server::{Limits, ServerConfig};
use tempfile::TempDir;

use crate::Error;

/// The first argument that makes a program that calls [`serve_child`]
/// serve for a load test: `PROGRAM --serve-child DATABASE`.
pub const SERVE_CHILD: &str = "--serve-child";

/// How long the spawned server may take to print its address.
const STARTUP: Duration = Duration::from_secs(60);

/// A server child process, killed when dropped.
pub struct LocalServer {
    child: Child,
    base: String,
    database: String,
    log: PathBuf,
    // Holds the SQLite database and the log; removed when dropped.
    _dir: TempDir,
}

impl LocalServer {
    /// Starts `program --serve-child DATABASE` (default: a SQLite file in a
    /// fresh temporary directory), which serves on `127.0.0.1:0` with limits
    /// per address lifted, so one loopback client is not throttled, and
    /// waits until it prints the address it listens on.
    pub fn start(program: &Path, database: Option<&str>) -> Result<LocalServer, Error> {
        let dir = tempfile::Builder::new()
            .prefix("tablut-loadtest-")
            .tempdir()
            .map_err(Error::io(
                "cannot create a temporary directory for the server",
            ))?;
        let database = match database {
            Some(url) => url.to_string(),
            None => format!("sqlite://{}", dir.path().join("load.db").display()),
        };
        let log = dir.path().join("server.log");
        let log_file =
            File::create(&log).map_err(Error::io("cannot create the server's log file"))?;
        let mut child = Command::new(program)
            .args([SERVE_CHILD, &database])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(log_file)
            .spawn()
            .map_err(Error::io(format!(
                "cannot start the server ({} {SERVE_CHILD})",
                program.display()
            )))?;
        let Some(stdout) = child.stdout.take() else {
            return Err(Error::Server("no stdout from the server".into()));
        };
        let (found, address) = mpsc::channel();
        // Reads the server's stdout to its end, so the pipe never fills.
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if let Some(base) = base_url(&line) {
                    let _ = found.send(base);
                }
            }
        });
        let mut server = LocalServer {
            child,
            base: String::new(),
            database,
            log,
            _dir: dir,
        };
        match address.recv_timeout(STARTUP) {
            Ok(base) => server.base = base,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                return Err(Error::Server(format!(
                    "the server printed no address within {} s; its log:\n{}",
                    STARTUP.as_secs(),
                    server.log_tail()
                )))
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let status = server.child.wait().ok();
                return Err(Error::Server(format!(
                    "the server ended ({}) before printing its address; its log:\n{}",
                    status.map_or("status unknown".into(), |s| s.to_string()),
                    server.log_tail()
                )));
            }
        }
        Ok(server)
    }

    /// `http://127.0.0.1:PORT`.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// The database URL the server was given.
    pub fn database(&self) -> &str {
        &self.database
    }

    /// The child's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Whether the server is still running.
    pub fn running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// The last lines of the server's standard error.
    pub fn log_tail(&self) -> String {
        let text = fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(20)..].join("\n")
    }
}

impl Drop for LocalServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Serves the web service for a load test until killed: on a free loopback
/// port, games in `database`, the limits per address lifted (the load test's
/// clients all come from one address), and as many computer searches at
/// once as there are cores. Prints `listening on http://ADDR/` on standard
/// output once it accepts connections; logs (`TABLUT_LOG`, default `warn`)
/// go to standard error.
pub fn serve_child(database: &str) -> Result<(), Error> {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("TABLUT_LOG")
                .unwrap_or_else(|_| "warn".into()),
        )
        .with_writer(std::io::stderr)
        .try_init();
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let config = ServerConfig {
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        database: database.to_string(),
        limits: Limits {
            connections_per_ip: 1_000_000,
            new_games_per_minute: 1_000_000,
            // Joining a game counts as an HTTP command against a bucket per
            // address; the seats keep under the per-connection limit themselves.
            messages_per_second: 1_000_000,
        },
        computer_threads: thread::available_parallelism().map_or(1, |n| n.get()),
        // The figures are of the search queue alone, whatever the cores.
        ponder: false,
    };
    let runtime =
        tokio::runtime::Runtime::new().map_err(Error::io("cannot start the async runtime"))?;
    runtime
        .block_on(tablut_server::serve(
            config,
            |addr| {
                let mut out = std::io::stdout().lock();
                let _ = writeln!(out, "tablut-loadtest: listening on http://{addr}/");
                let _ = out.flush();
            },
            async {
                let _ = tokio::signal::ctrl_c().await;
            },
        ))
        .map_err(|e| Error::Server(format!("the server stopped: {e}")))
}

/// `http://ADDR` from a line that contains `http://ADDR/`.
fn base_url(line: &str) -> Option<String> {
    let start = line.find("http://")?;
    let rest = &line[start + "http://".len()..];
    let end = rest.find('/').unwrap_or(rest.len());
    let addr = rest[..end].trim();
    (!addr.is_empty() && addr.contains(':')).then(|| format!("http://{addr}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_address() {
        assert_eq!(
            base_url("tablut serve: listening on http://127.0.0.1:43121/ (sqlite)").as_deref(),
            Some("http://127.0.0.1:43121")
        );
        assert_eq!(
            base_url("http://[::1]:80").as_deref(),
            Some("http://[::1]:80")
        );
        assert_eq!(base_url("no address here"), None);
    }
}
