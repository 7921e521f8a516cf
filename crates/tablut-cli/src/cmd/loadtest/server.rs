//! The server under load: `tablut serve` started as a child process on a
//! free loopback port (and stopped at the end), or one already running.

use std::fs::{self, File};
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use tempfile::TempDir;

/// How long the spawned server may take to print its address.
const STARTUP: Duration = Duration::from_secs(60);

/// A `tablut serve` child process, killed when dropped.
pub struct LocalServer {
    child: Child,
    base: String,
    database: String,
    log: PathBuf,
    // Holds the SQLite database and the log; removed when dropped.
    _dir: TempDir,
}

impl LocalServer {
    /// Starts `tablut serve` on `127.0.0.1:0` with `database` (default: a
    /// SQLite file in a fresh temporary directory) and limits per address
    /// lifted, so one loopback client is not throttled, and waits until it
    /// prints the address it listens on.
    pub fn start(database: Option<&str>) -> Result<LocalServer> {
        let dir = tempfile::Builder::new()
            .prefix("tablut-loadtest-")
            .tempdir()
            .context("cannot create a temporary directory for the server")?;
        let database = match database {
            Some(url) => url.to_string(),
            None => format!("sqlite://{}", dir.path().join("load.db").display()),
        };
        let log = dir.path().join("server.log");
        let log_file = File::create(&log).context("cannot create the server's log file")?;
        let exe = std::env::current_exe().context("cannot find the tablut binary")?;
        let mut child = Command::new(exe)
            .args(["serve", "--addr", "127.0.0.1:0", "--database", &database])
            .args(["--max-connections-per-ip", "1000000"])
            .args(["--max-new-games-per-minute", "1000000"])
            // Joining a game counts as an HTTP command against a bucket per
            // address; the seats keep under the per-connection limit themselves.
            .args(["--max-messages-per-second", "1000000"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(log_file)
            .spawn()
            .context("cannot start `tablut serve`")?;
        let stdout = child.stdout.take().context("no stdout from the server")?;
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
            Err(mpsc::RecvTimeoutError::Timeout) => bail!(
                "`tablut serve` printed no address within {} s; its log:\n{}",
                STARTUP.as_secs(),
                server.log_tail()
            ),
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let status = server.child.wait().ok();
                bail!(
                    "`tablut serve` ended ({}) before printing its address; its log:\n{}",
                    status.map_or("status unknown".into(), |s| s.to_string()),
                    server.log_tail()
                )
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
