//! The accounts of a rated run, registered before the first game: two for
//! every game going on at once (the seeker of each slot, and as many
//! acceptors), under names no earlier run used.
//!
//! The server registers at most [`ADDRESS_REGISTRATIONS`] accounts from one
//! address in ten minutes. A server on this machine is reached from other
//! loopback source addresses (127.0.0.2, 127.0.0.3, …; Linux routes all of
//! 127.0.0.0/8 to the loopback interface), each registering its share, so
//! it sees as many clients as a real site would; a server elsewhere is
//! reached from this machine's address, and refuses beyond its limit.

use std::net::{IpAddr, Ipv4Addr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use tablut_server::accounts::ADDRESS_REGISTRATIONS;

use crate::api::{Api, Failure, Session};

/// Every account's password (the server asks for 8 characters or more).
const PASSWORD: &str = "load-test-password";
/// Source addresses registering at once: each account costs the server a
/// password hash (tens of milliseconds of one core, by design).
const REGISTRARS: usize = 8;
/// Addresses beyond the ones planned that may stand in for an address the
/// server has already counted (an earlier run against the same server).
const SPARE_ADDRESSES: usize = 64;
/// Tries of one registration that fails for another reason than the
/// address's limit.
const TRIES: usize = 3;

/// Most accounts one run registers: 2 for each game, at most 10,000 games.
pub const MAX_ACCOUNTS: usize = 20_000;

/// An account the load test registered, logged in.
#[derive(Debug, Clone)]
pub struct Account {
    /// Its name.
    pub name: String,
    /// Its session.
    pub session: Session,
}

/// The accounts of a run, and how they were registered.
#[derive(Debug)]
pub struct Registered {
    /// The accounts, in the order of their names.
    pub accounts: Vec<Account>,
    /// Source addresses used (1 when the server is not on this machine).
    pub addresses: usize,
    /// How long registering them took.
    pub took: Duration,
}

/// The `k`-th loopback source address: 127.0.0.2 … 127.0.0.254, then
/// 127.0.1.2 … (never .0, .1 or .255 in the last place).
pub fn source_address(k: usize) -> Ipv4Addr {
    let block = (k / 253) as u8;
    let host = 2 + (k % 253) as u8;
    Ipv4Addr::new(127, 0, block, host)
}

/// Whether the server at `base` (`http://HOST:PORT`) is on an IPv4
/// loopback address, so it can be reached from any of them.
pub fn on_loopback(base: &str) -> bool {
    let rest = base.strip_prefix("http://").unwrap_or(base);
    let host = rest.rsplit_once(':').map_or(rest, |(host, _)| host);
    host.parse::<Ipv4Addr>().is_ok_and(|ip| ip.is_loopback())
}

/// A run's names: `lt` and a tag of 6 hex digits from the time, then the
/// account's number (at most 14 characters; the server allows 20).
pub fn run_tag() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!("lt{:06x}", (nanos / 1000) as u32 & 0x00ff_ffff)
}

/// Registers `count` accounts named `{tag}-{n}` on the servers at `bases`
/// (spread over those on loopback, from loopback source addresses, 10 an
/// address), `progress` told how many are done. The first failure that
/// trying again does not mend ends it.
pub async fn register(
    bases: &[String],
    count: usize,
    tag: &str,
    progress: impl Fn(usize) + Sync,
) -> Result<Registered, Failure> {
    let started = Instant::now();
    let local: Vec<&String> = bases.iter().filter(|b| on_loopback(b)).collect();
    let per_address = ADDRESS_REGISTRATIONS as usize;
    let done = AtomicUsize::new(0);
    if local.is_empty() {
        // A server elsewhere: one address, the server's limit applies.
        let apis = bases
            .iter()
            .map(|b| Api::new(b).map_err(|e| Failure::new("register: http client", e)))
            .collect::<Result<Vec<_>, _>>()?;
        let mut accounts = Vec::with_capacity(count);
        for n in 0..count {
            let api = &apis[n % apis.len()];
            let name = format!("{tag}-{n}");
            let session = api.register(&name, PASSWORD).await.map_err(|f| {
                if f.kind.ends_with("rate_limited") {
                    Failure::new(
                        f.kind,
                        format!(
                            "{} (the server at {} registers at most {per_address} accounts from \
                             one address in 10 minutes, and {count} are needed: run the load test \
                             on the server's machine, where it registers from many loopback \
                             addresses, or let it start its own server)",
                            f.detail,
                            api.base()
                        ),
                    )
                } else {
                    f
                }
            })?;
            accounts.push(Account { name, session });
            progress(done.fetch_add(1, Ordering::Relaxed) + 1);
        }
        return Ok(Registered {
            accounts,
            addresses: 1,
            took: started.elapsed(),
        });
    }
    let groups = count.div_ceil(per_address);
    // Spare addresses are handed out after the planned ones.
    let next_spare = AtomicUsize::new(groups);
    let last_address = groups + SPARE_ADDRESSES;
    let results: Vec<Result<Vec<Account>, Failure>> = futures_util::stream::iter(0..groups)
        .map(|g| {
            let base = local[g % local.len()].as_str();
            let names = (g * per_address..((g + 1) * per_address).min(count))
                .map(|n| format!("{tag}-{n}"))
                .collect::<Vec<_>>();
            let (done, progress, next_spare) = (&done, &progress, &next_spare);
            async move {
                let mut address = g;
                let mut api = bound(base, address)?;
                let mut accounts = Vec::with_capacity(names.len());
                for name in names {
                    let mut tries = 0;
                    let session = loop {
                        match api.register(&name, PASSWORD).await {
                            Ok(session) => break session,
                            Err(f) if f.kind.ends_with("rate_limited") => {
                                // The server counted this address already:
                                // another takes over.
                                address = next_spare.fetch_add(1, Ordering::Relaxed);
                                if address >= last_address {
                                    return Err(Failure::new(
                                        f.kind,
                                        format!(
                                            "{}; {SPARE_ADDRESSES} spare source addresses \
                                             were refused as well",
                                            f.detail
                                        ),
                                    ));
                                }
                                api = bound(base, address)?;
                            }
                            Err(f) if f.kind.ends_with("name_taken") => return Err(f),
                            Err(f) => {
                                tries += 1;
                                if tries >= TRIES {
                                    return Err(f);
                                }
                                tokio::time::sleep(Duration::from_millis(200)).await;
                            }
                        }
                    };
                    accounts.push(Account { name, session });
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                }
                Ok(accounts)
            }
        })
        .buffered(REGISTRARS)
        .collect()
        .await;
    let mut accounts = Vec::with_capacity(count);
    for group in results {
        accounts.extend(group?);
    }
    Ok(Registered {
        accounts,
        addresses: next_spare.load(Ordering::Relaxed).min(last_address),
        took: started.elapsed(),
    })
}

/// A client of `base` from the `k`-th loopback source address.
fn bound(base: &str, k: usize) -> Result<Api, Failure> {
    Api::bound(base, IpAddr::V4(source_address(k)))
        .map_err(|e| Failure::new("register: http client", e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn source_addresses_are_loopback_and_skip_network_and_broadcast() {
        assert_eq!(source_address(0), Ipv4Addr::new(127, 0, 0, 2));
        assert_eq!(source_address(252), Ipv4Addr::new(127, 0, 0, 254));
        assert_eq!(source_address(253), Ipv4Addr::new(127, 0, 1, 2));
        let max = MAX_ACCOUNTS.div_ceil(ADDRESS_REGISTRATIONS as usize) + SPARE_ADDRESSES;
        let mut seen = std::collections::HashSet::new();
        for k in 0..max {
            let ip = source_address(k);
            assert!(ip.is_loopback() && ip != Ipv4Addr::LOCALHOST, "{ip}");
            assert!(!matches!(ip.octets()[3], 0 | 1 | 255), "{ip}");
            assert!(seen.insert(ip), "{ip} twice");
        }
    }

    #[test]
    fn only_ipv4_loopback_servers_are_reached_from_other_addresses() {
        assert!(on_loopback("http://127.0.0.1:8080"));
        assert!(on_loopback("http://127.0.0.1:8080/"));
        assert!(!on_loopback("http://localhost:8080"));
        assert!(!on_loopback("http://10.0.0.1:8080"));
        assert!(!on_loopback("http://[::1]:8080"));
    }

    #[test]
    fn names_fit_the_servers_rules() {
        let tag = run_tag();
        let name = format!("{tag}-{}", MAX_ACCOUNTS - 1);
        assert!(tablut_server::accounts::check_name(&name).is_ok(), "{name}");
    }
}
