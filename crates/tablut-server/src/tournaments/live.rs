//! Tournaments watched live. Each server reads a watched tournament once
//! per [`POLL`] (and at once after a change made here), whoever and
//! however many watch it, and hands the same message to all its
//! watchers; the message changes only when the tournament does. Changes
//! made on other servers (a game ending there, a round paired there)
//! reach this server's watchers within a [`POLL`]: the database is the
//! one truth, no message passes between servers.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{watch, Notify};

use super::Tournaments;
use crate::store::Store;
use crate::wire::TournamentMessage;

/// How often a watched tournament is read again.
pub const POLL: Duration = Duration::from_millis(1_000);

/// The latest message of one tournament, as JSON text; `None` before the
/// first read.
pub type Latest = watch::Receiver<Option<Arc<str>>>;

struct Watched {
    latest: watch::Sender<Option<Arc<str>>>,
    poke: Arc<Notify>,
}

/// The tournaments this server's connections watch.
pub struct Live {
    service: Tournaments,
    watched: Mutex<HashMap<String, Watched>>,
}

impl std::fmt::Debug for Live {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Live").finish_non_exhaustive()
    }
}

impl Live {
    /// Nothing watched yet.
    pub fn new(store: Store) -> Arc<Live> {
        Arc::new(Live {
            service: Tournaments::new(store),
            watched: Mutex::new(HashMap::new()),
        })
    }

    /// Watches tournament `id`: the receiver always holds its latest
    /// message.
    pub fn watch(self: &Arc<Live>, id: &str) -> Latest {
        let mut watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(w) = watched.get(id) {
            return w.latest.subscribe();
        }
        let (latest, receiver) = watch::channel(None);
        let poke = Arc::new(Notify::new());
        watched.insert(
            id.to_string(),
            Watched {
                latest: latest.clone(),
                poke: Arc::clone(&poke),
            },
        );
        tokio::spawn(Arc::clone(self).follow(id.to_string(), latest, poke));
        receiver
    }

    /// Reads tournament `id` again now, if it is watched here (after a
    /// change made on this server).
    pub fn poke(&self, id: &str) {
        let watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(w) = watched.get(id) {
            w.poke.notify_one();
        }
    }

    /// Reads the tournament until nobody watches it.
    async fn follow(
        self: Arc<Live>,
        id: String,
        latest: watch::Sender<Option<Arc<str>>>,
        poke: Arc<Notify>,
    ) {
        loop {
            {
                // Checked under the lock that `watch` subscribes under, so
                // a new watcher never joins a reader that is leaving.
                let mut watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
                if latest.receiver_count() == 0 {
                    watched.remove(&id);
                    return;
                }
            }
            let message = match self.service.view(&id).await {
                Ok(tournament) => TournamentMessage::Tournament { tournament },
                Err(e) => TournamentMessage::Error(e.body()),
            };
            let text: Arc<str> = serde_json::to_string(&message)
                .expect("a tournament message serializes")
                .into();
            latest.send_if_modified(|now| {
                if now.as_deref() == Some(&*text) {
                    false
                } else {
                    *now = Some(text);
                    true
                }
            });
            tokio::select! {
                _ = tokio::time::sleep(POLL) => {}
                _ = poke.notified() => {}
            }
        }
    }
}
