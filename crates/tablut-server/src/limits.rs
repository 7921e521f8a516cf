//! Bounds on what one client may ask of the server: open connections per
//! address, new games (and new puzzle attempts) per minute per address,
//! and messages per second per connection or address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::error::ApiError;
use crate::text::{tr, Args};

/// The limits, as `tablut serve` takes them.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    /// Open WebSocket connections from one address.
    pub connections_per_ip: usize,
    /// Games one address may create per minute (and puzzle attempts one
    /// address, or one account, may start per minute).
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
        self.take_at(Instant::now())
    }
    /// Takes a token if there is one at time `now`.
    fn take_at(&mut self, now: Instant) -> bool {
        self.tokens = self.level(now);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
    /// The tokens the bucket holds at time `now`.
    fn level(&self, now: Instant) -> f64 {
        let refill = now.saturating_duration_since(self.last).as_secs_f64() * self.rate;
        (self.tokens + refill).min(self.rate)
    }
    /// How far the bucket is below full at `now`: what forgetting it
    /// would give back to its client.
    fn debt(&self, now: Instant) -> f64 {
        self.rate - self.level(now)
    }
}

/// Addresses whose counters are kept at most; beyond, the counters that
/// forgive the least are forgotten (see [`forget_lightest`]).
pub const TRACKED_ADDRESSES: usize = 10_000;

/// Keeps the `keep` entries of `map` with the largest `weight` and forgets
/// the others. A counter forgotten starts again as new, so it must be one
/// whose client gains the least from that: a full bucket gains nothing, a
/// throttled client would gain most. So a client cannot wipe another's
/// limit by sending from many addresses: each of those addresses owes
/// little and is forgotten first. (At most one pass per tenth of
/// [`TRACKED_ADDRESSES`] new addresses: the cost per request stays small.)
fn forget_lightest<V>(map: &mut HashMap<IpAddr, V>, keep: usize, weight: impl Fn(&V) -> f64) {
    if map.len() <= keep {
        return;
    }
    let cut = map.len() - keep;
    let mut weights: Vec<f64> = map.values().map(&weight).collect();
    let (lighter, threshold, _) = weights.select_nth_unstable_by(cut - 1, f64::total_cmp);
    let threshold = *threshold;
    let below = lighter.iter().filter(|w| **w < threshold).count();
    // Every weight below the threshold goes, and as many equal to it as
    // are needed to reach `cut`.
    let mut equal = cut - below;
    map.retain(|_, v| {
        let w = weight(v);
        if w < threshold {
            false
        } else if w == threshold && equal > 0 {
            equal -= 1;
            false
        } else {
            true
        }
    });
}

/// Makes room for a new address in `map` when it is full.
fn make_room<V>(map: &mut HashMap<IpAddr, V>, ip: &IpAddr, weight: impl Fn(&V) -> f64) {
    if map.len() >= TRACKED_ADDRESSES && !map.contains_key(ip) {
        forget_lightest(map, TRACKED_ADDRESSES * 9 / 10, weight);
    }
}

/// The counters behind the limits.
#[derive(Debug)]
pub struct Guard {
    limits: Limits,
    connections: Mutex<HashMap<IpAddr, usize>>,
    creations: Mutex<HashMap<IpAddr, (u64, u32)>>,
    attempts: Mutex<HashMap<IpAddr, (u64, u32)>>,
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

impl Connection {
    /// The address the connection comes from.
    pub fn ip(&self) -> IpAddr {
        self.ip
    }
}

impl Guard {
    /// Counters for `limits`.
    pub fn new(limits: Limits) -> Arc<Guard> {
        Arc::new(Guard {
            limits,
            connections: Mutex::new(HashMap::new()),
            creations: Mutex::new(HashMap::new()),
            attempts: Mutex::new(HashMap::new()),
            commands: Mutex::new(HashMap::new()),
        })
    }

    /// The limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// WebSocket connections open now (games and lobby), from every
    /// address.
    pub fn open_connections(&self) -> usize {
        self.connections.lock().expect("limits lock").values().sum()
    }

    /// Counts a new connection from `ip`, or refuses it.
    pub fn connect(self: &Arc<Self>, ip: IpAddr) -> Result<Connection, ApiError> {
        let mut map = self.connections.lock().expect("limits lock");
        let n = map.entry(ip).or_insert(0);
        if *n >= self.limits.connections_per_ip {
            return Err(ApiError::rate_limited(tr(
                "error-too-many-connections",
                &Args::new().num("max", self.limits.connections_per_ip as f64),
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
        self.create_in(ip, minute_now())
    }

    /// Counts a new game from `ip` in minute number `minute`.
    fn create_in(&self, ip: IpAddr, minute: u64) -> Result<(), ApiError> {
        let max = self.limits.new_games_per_minute;
        if count_in(&self.creations, ip, minute, max) {
            Ok(())
        } else {
            Err(ApiError::rate_limited(tr(
                "error-too-many-games",
                &Args::new().num("max", max as f64),
            )))
        }
    }

    /// Counts a new puzzle attempt from `ip`, or refuses it (as many a
    /// minute as new games).
    pub fn attempt(&self, ip: IpAddr) -> Result<(), ApiError> {
        let max = self.limits.new_games_per_minute;
        if count_in(&self.attempts, ip, minute_now(), max) {
            Ok(())
        } else {
            Err(too_many_attempts(max, "address"))
        }
    }

    /// Counts an HTTP command from `ip`, or refuses it.
    pub fn command(&self, ip: IpAddr) -> Result<(), ApiError> {
        self.command_at(ip, Instant::now())
    }

    /// Counts an HTTP command from `ip` at time `now`.
    fn command_at(&self, ip: IpAddr, now: Instant) -> Result<(), ApiError> {
        let mut map = self.commands.lock().expect("limits lock");
        make_room(&mut map, &ip, |b| b.debt(now));
        let rate = self.limits.messages_per_second;
        if map
            .entry(ip)
            .or_insert_with(|| Bucket::new(rate))
            .take_at(now)
        {
            Ok(())
        } else {
            Err(too_many(rate))
        }
    }
}

/// The minute number now, since the server started.
fn minute_now() -> u64 {
    Instant::now()
        .duration_since(*START.get_or_init(Instant::now))
        .as_secs()
        / 60
}

/// Counts one more for `ip` in minute number `minute` in `map`, unless
/// it has had `max` this minute already (then false).
fn count_in(map: &Mutex<HashMap<IpAddr, (u64, u32)>>, ip: IpAddr, minute: u64, max: u32) -> bool {
    let mut map = map.lock().expect("limits lock");
    // Counts of earlier minutes weigh nothing: they are spent.
    make_room(
        &mut map,
        &ip,
        |&(m, n)| if m == minute { n as f64 } else { 0.0 },
    );
    let entry = map.entry(ip).or_insert((minute, 0));
    if entry.0 != minute {
        *entry = (minute, 0);
    }
    if entry.1 >= max {
        return false;
    }
    entry.1 += 1;
    true
}

/// The error for more than `max` puzzle attempts a minute from one
/// `who`: `address` or `account`.
pub fn too_many_attempts(max: u32, who: &str) -> ApiError {
    ApiError::rate_limited(tr(
        "error-too-many-puzzle-attempts",
        &Args::new().num("max", max as f64).str("who", who),
    ))
}

/// The error for more than `rate` messages a second.
pub fn too_many(rate: u32) -> ApiError {
    ApiError::rate_limited(tr(
        "error-too-many-messages",
        &Args::new().num("rate", rate),
    ))
}

static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

#[cfg(test)]
mod tests {
    use super::*;

    fn address(i: u32) -> IpAddr {
        IpAddr::from(i.to_be_bytes())
    }

    #[test]
    fn a_throttled_address_stays_throttled_while_others_come_and_go() {
        let guard = Guard::new(Limits {
            messages_per_second: 5,
            new_games_per_minute: 3,
            ..Limits::default()
        });
        // One instant and one minute throughout, so no bucket refills
        // however slowly the test runs.
        let (now, minute) = (Instant::now(), 7);
        let me: IpAddr = "192.0.2.7".parse().unwrap();
        while guard.command_at(me, now).is_ok() {}
        while guard.create_in(me, minute).is_ok() {}
        // More other addresses than are tracked, each sending once: before
        // the fix, the 10,001st cleared every bucket, this one's too.
        for i in 0..(TRACKED_ADDRESSES as u32 * 2) {
            guard.command_at(address(i), now).unwrap();
            guard.create_in(address(i), minute).unwrap();
        }
        assert_eq!(
            guard.command_at(me, now).unwrap_err().error,
            crate::wire::ErrorCode::RateLimited
        );
        assert_eq!(
            guard.create_in(me, minute).unwrap_err().error,
            crate::wire::ErrorCode::RateLimited
        );
        assert!(guard.commands.lock().unwrap().len() <= TRACKED_ADDRESSES);
        assert!(guard.creations.lock().unwrap().len() <= TRACKED_ADDRESSES);
    }

    #[test]
    fn the_lightest_are_forgotten_first() {
        let mut map: HashMap<IpAddr, u32> = (0..10).map(|i| (address(i), i % 5)).collect();
        forget_lightest(&mut map, 3, |w| *w as f64);
        let mut left: Vec<u32> = map.values().copied().collect();
        left.sort_unstable();
        assert_eq!(left, vec![3, 4, 4]);
        let mut map: HashMap<IpAddr, u32> = (0..10).map(|i| (address(i), 1)).collect();
        forget_lightest(&mut map, 4, |w| *w as f64);
        assert_eq!(map.len(), 4);
    }
}
