//! A client's process for one game: started by the shell in a process
//! group of its own, its standard output and error written to a log file,
//! and the whole group killed at the end of the game (a `java` started by
//! `sh -c` included).

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::TournamentError;

/// The process ids (and groups) of the clients running now.
static RUNNING: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// Kills the process group `pid` leads.
fn kill_group(pid: u32) {
    #[cfg(unix)]
    {
        let _ = Command::new("kill")
            .args(["-s", "KILL", "--", &format!("-{pid}")])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    #[cfg(not(unix))]
    let _ = pid;
}

/// Kills every client running now, with its processes, and returns how
/// many: for a tournament interrupted (Ctrl-C), whose clients, in process
/// groups of their own, do not get the terminal's signal.
pub fn kill_all_clients() -> usize {
    let running = RUNNING.lock().map(|r| r.clone()).unwrap_or_default();
    for &pid in &running {
        kill_group(pid);
    }
    running.len()
}

/// A running client. Dropping it kills its process group.
pub struct Client {
    child: Child,
    /// Its log file.
    pub log: PathBuf,
    /// How it ended, once it has.
    status: Option<ExitStatus>,
    /// Whether its group has been killed.
    killed: bool,
}

/// The shell that runs a command line.
fn shell(command: &str) -> Command {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let mut c = Command::new("sh");
        c.arg("-c").arg(command).process_group(0);
        c
    }
    #[cfg(not(unix))]
    {
        let mut c = Command::new("cmd");
        c.arg("/C").arg(command);
        c
    }
}

impl Client {
    /// Starts `command` with its output going to `log`, which first gets
    /// a line saying what runs.
    pub fn start(player: &str, command: &str, log: &Path) -> Result<Client, TournamentError> {
        let io_err = |reason: io::Error| TournamentError::Io {
            path: log.to_path_buf(),
            reason,
        };
        let mut file = File::create(log).map_err(io_err)?;
        writeln!(file, "$ {command}").map_err(io_err)?;
        let err = file.try_clone().map_err(io_err)?;
        let child = shell(command)
            .stdin(Stdio::null())
            .stdout(Stdio::from(file))
            .stderr(Stdio::from(err))
            .spawn()
            .map_err(|reason| TournamentError::Spawn {
                player: player.to_string(),
                reason,
            })?;
        if let Ok(mut running) = RUNNING.lock() {
            running.push(child.id());
        }
        Ok(Client {
            child,
            log: log.to_path_buf(),
            status: None,
            killed: false,
        })
    }

    /// How it ended, if it has (without waiting).
    pub fn poll(&mut self) -> Option<ExitStatus> {
        if self.status.is_none() {
            self.status = self.child.try_wait().ok().flatten();
        }
        self.status
    }

    /// Waits until `deadline` for it to end by itself, then kills its
    /// process group; says how it ended.
    pub fn finish(&mut self, deadline: Instant) -> String {
        while self.poll().is_none() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        let ended_alone = self.poll();
        self.kill();
        match ended_alone {
            Some(status) => describe(status),
            None => "killed at the end of the game".to_string(),
        }
    }

    /// Kills the process group (its children too) and reaps the shell.
    fn kill(&mut self) {
        if std::mem::replace(&mut self.killed, true) {
            return;
        }
        let pid = self.child.id();
        kill_group(pid);
        if self.status.is_none() {
            let _ = self.child.kill();
            self.status = self.child.wait().ok();
        }
        if let Ok(mut running) = RUNNING.lock() {
            running.retain(|&p| p != pid);
        }
    }

    /// The last line it wrote that says something, for error messages.
    pub fn last_words(&self) -> Option<String> {
        let text = std::fs::read_to_string(&self.log).ok()?;
        // The first line is ours: the command.
        let lines: Vec<&str> = text.lines().skip(1).collect();
        let line = lines.into_iter().rev().find(|l| !l.trim().is_empty())?;
        let line = line.trim();
        Some(match line.char_indices().nth(160) {
            Some((cut, _)) => format!("{}…", &line[..cut]),
            None => line.to_string(),
        })
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        self.kill();
    }
}

/// `exit status 3`, `killed by signal 9`.
pub fn describe(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit status {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    status.to_string()
}
