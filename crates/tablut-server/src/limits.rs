//! Bounds on what one client may ask of the server: open connections per
//! address, new games per minute per address, and messages per second per
//! connection or address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::error::ApiError;

/// The limits, as `tablut serve` takes them.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    /// Open WebSocket connections from one address.
    pub connections_per_ip: usize,
    /// Games one address may create per minute.
    pub new_games_per_minute: u32,
    /// Commands per second on one connection (and over HTTP from one
    /// address).
    pub messages_per_second: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections_per_ip: 64,
            new_games_per_minute: 30,
            messages_per_second: 20,
        }
    }
}

/// A token bucket: `rate` tokens a second, holding at most `rate` (so a
/// burst of one second's worth is allowed).
#[derive(Debug)]
pub struct Bucket {
    tokens: f64,
    rate: f64,
    last: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(rate: u32) -> Bucket {
        Bucket {
            tokens: rate as f64,
            rate: rate as f64,
            last: Instant::now(),
        }
    }
    /// Takes a token if there is one.
    pub fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.last).as_secs_f64() * self.rate;
        self.tokens = (self.tokens + refill).min(self.rate);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The counters behind the limits.
#[derive(Debug)]
pub struct Guard {
    limits: Limits,
    connections: Mutex<HashMap<IpAddr, usize>>,
    creations: Mutex<HashMap<IpAddr, (u64, u32)>>,
    commands: Mutex<HashMap<IpAddr, Bucket>>,
}

/// One open connection, counted until dropped.
#[derive(Debug)]
pub struct Connection {
    guard: Arc<Guard>,
    ip: IpAddr,
}

impl Drop for Connection {
    fn drop(&mut self) {
        let mut map = self.guard.connections.lock().expect("limits lock");
        if let Some(n) = map.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                map.remove(&self.ip);
            }
        }
    }
}

impl Guard {
    /// Counters for `limits`.
    pub fn new(limits: Limits) -> Arc<Guard> {
        Arc::new(Guard {
            limits,
            connections: Mutex::new(HashMap::new()),
            creations: Mutex::new(HashMap::new()),
            commands: Mutex::new(HashMap::new()),
        })
    }

    /// The limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Counts a new connection from `ip`, or refuses it.
    pub fn connect(self: &Arc<Self>, ip: IpAddr) -> Result<Connection, ApiError> {
        let mut map = self.connections.lock().expect("limits lock");
        let n = map.entry(ip).or_insert(0);
        if *n >= self.limits.connections_per_ip {
            return Err(ApiError::rate_limited(format!(
                "at most {} connections from one address at once; close some tabs",
                self.limits.connections_per_ip
            )));
        }
        *n += 1;
        Ok(Connection {
            guard: Arc::clone(self),
            ip,
        })
    }

    /// Counts a new game from `ip`, or refuses it.
    pub fn create(&self, ip: IpAddr) -> Result<(), ApiError> {
        let minute = Instant::now()
            .duration_since(*START.get_or_init(Instant::now))
            .as_secs()
            / 60;
        let mut map = self.creations.lock().expect("limits lock");
        if map.len() > 10_000 {
            map.retain(|_, (m, _)| *m == minute);
        }
        let entry = map.entry(ip).or_insert((minute, 0));
        if entry.0 != minute {
            *entry = (minute, 0);
        }
        if entry.1 >= self.limits.new_games_per_minute {
            return Err(ApiError::rate_limited(format!(
                "at most {} new games a minute from one address; wait a little",
                self.limits.new_games_per_minute
            )));
        }
        entry.1 += 1;
        Ok(())
    }

    /// Counts an HTTP command from `ip`, or refuses it.
    pub fn command(&self, ip: IpAddr) -> Result<(), ApiError> {
        let mut map = self.commands.lock().expect("limits lock");
        if map.len() > 10_000 {
            map.clear();
        }
        let rate = self.limits.messages_per_second;
        if map.entry(ip).or_insert_with(|| Bucket::new(rate)).take() {
            Ok(())
        } else {
            Err(too_many(rate))
        }
    }
}

/// The error for more than `rate` messages a second.
pub fn too_many(rate: u32) -> ApiError {
    ApiError::rate_limited(format!("more than {rate} messages a second; slow down"))
}

static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
