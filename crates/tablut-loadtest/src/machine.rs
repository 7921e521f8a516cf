//! Where the CPU went during the measured window: the load test, the
//! server it started, everything else on the machine, and how often some
//! task had to wait for a CPU (Linux `/proc`; absent elsewhere).

use std::fs;
use std::time::{Duration, Instant};

use crate::report::Cpu;

/// Clock ticks a second in `/proc` (USER_HZ, 100 on Linux).
const TICK: Duration = Duration::from_millis(10);

/// CPU counters at one moment.
pub struct Sample {
    at: Instant,
    loadtest: Option<Duration>,
    server: Option<Duration>,
    machine: Option<Duration>,
    pressure: Option<Duration>,
}

impl Sample {
    /// The counters now; `servers` are the spawned servers' process ids
    /// (their time is added up; none when there are none, or one is gone).
    pub fn take(servers: &[u32]) -> Sample {
        let server = (!servers.is_empty())
            .then(|| {
                servers
                    .iter()
                    .map(|pid| process_time(&format!("/proc/{pid}/stat")))
                    .sum::<Option<Duration>>()
            })
            .flatten();
        Sample {
            at: Instant::now(),
            loadtest: process_time("/proc/self/stat"),
            server,
            machine: machine_time(),
            pressure: cpu_pressure(),
        }
    }

    /// CPU use between `self` and a later sample, in percent of one core.
    pub fn usage(&self, later: &Sample) -> Option<Cpu> {
        let wall = later
            .at
            .saturating_duration_since(self.at)
            .as_secs_f64()
            .max(1e-9);
        let percent = |a: Option<Duration>, b: Option<Duration>| {
            a.zip(b)
                .map(|(a, b)| 100.0 * b.saturating_sub(a).as_secs_f64() / wall)
        };
        let loadtest = percent(self.loadtest, later.loadtest)?;
        let server = percent(self.server, later.server);
        let others = percent(self.machine, later.machine)
            .map(|all| (all - loadtest - server.unwrap_or(0.0)).max(0.0));
        Some(Cpu {
            cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
            loadtest_percent: loadtest,
            server_percent: server,
            others_percent: others,
            pressure_percent: percent(self.pressure, later.pressure),
        })
    }
}

/// User and system time of a process, from its `stat` file.
fn process_time(path: &str) -> Option<Duration> {
    let stat = fs::read_to_string(path).ok()?;
    // The command name (field 2) may hold spaces; the fields after it are plain.
    let after = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the whole line.
    let utime: u32 = fields.get(11)?.parse().ok()?;
    let stime: u32 = fields.get(12)?.parse().ok()?;
    Some(TICK * (utime + stime))
}

/// Busy time of all CPUs together, from the first line of `/proc/stat`.
fn machine_time() -> Option<Duration> {
    let stat = fs::read_to_string("/proc/stat").ok()?;
    let line = stat.lines().next()?.strip_prefix("cpu ")?;
    let ticks: Vec<u32> = line
        .split_whitespace()
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    // user nice system idle iowait irq softirq steal: all but idle and iowait.
    let busy = [0, 1, 2, 5, 6, 7]
        .iter()
        .map(|&i| ticks.get(i).copied().unwrap_or(0))
        .sum::<u32>();
    Some(TICK * busy)
}

/// Time during which some runnable task waited for a CPU (`/proc/pressure/cpu`).
fn cpu_pressure() -> Option<Duration> {
    let text = fs::read_to_string("/proc/pressure/cpu").ok()?;
    let some = text.lines().find(|l| l.starts_with("some "))?;
    let total = some
        .split_whitespace()
        .find_map(|f| f.strip_prefix("total="))?;
    Some(Duration::from_micros(total.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_its_own_counters() {
        let first = Sample::take(&[std::process::id()]);
        let mut x = 0u64;
        for i in 0..20_000_000u64 {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        assert_ne!(x, 1);
        let cpu = first.usage(&Sample::take(&[std::process::id()]));
        let cpu = cpu.expect("Linux /proc is readable");
        assert!(cpu.loadtest_percent >= 0.0);
        assert!(cpu.server_percent.is_some());
    }
}
