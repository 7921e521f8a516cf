//! A bot for `tablut serve`: an engine plays from a bot account. The bot
//! signs every request with its token (`Authorization: Bearer bot_…`, made
//! on its owner's account page), watches the lobby's WebSocket for the
//! challenges sent to it and accepts them, and plays each of its games
//! over the game's WebSocket with the time its clock leaves: tablut's own
//! engine (`tablut`, `tablut:depth=6`, …) or any engine speaking OpenTafl's
//! engine protocol (`ext:COMMAND`), the players of `tablut match`.
//!
//! Games it was playing when it stopped are taken up again when it starts
//! (`GET /api/account/games`). Given tournaments ([`BotConfig::tournaments`])
//! it joins them when it starts and plays the games their rounds give it:
//! the server makes those games with the bot's account in a seat and no
//! challenge, so the bot lists its games in play every few seconds
//! ([`LOOK_FOR_TOURNAMENT_GAMES`]) and plays each new one, once.

mod client;
mod game;

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tablut_tools::matchup::PlayerSpec;

pub use client::Client;

/// How a bot runs.
#[derive(Clone, Debug)]
pub struct BotConfig {
    /// The server, `http://HOST:PORT`.
    pub url: String,
    /// The bot's token.
    pub token: String,
    /// The engine that chooses its moves.
    pub engine: PlayerSpec,
    /// The longest it thinks about one move when no clock says less (by
    /// correspondence, or in a game without a clock).
    pub max_think: Duration,
    /// Whether it says hello and good game in the chat.
    pub chat: bool,
    /// Tournaments (their ids) it joins when it starts, and whose games it
    /// then plays as they come.
    pub tournaments: Vec<String>,
}

/// Why the bot stopped.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    /// The server could not be reached or answered nonsense.
    #[error("the server at {url}: {detail}")]
    Server {
        /// Where.
        url: String,
        /// What happened.
        detail: String,
    },
    /// The server refused a request.
    #[error("the server refused {what}: {message} ({code})")]
    Refused {
        /// The request.
        what: String,
        /// The error code.
        code: String,
        /// The server's sentence.
        message: String,
    },
    /// The token is a person's account's, or none at all.
    #[error("'{0}' is not a bot: make a bot on your account page and use its token")]
    NotABot(String),
    /// The token does not have a bot token's shape; it is not echoed, as
    /// it may be some other secret given by mistake.
    #[error(
        "that is not a bot token: a bot token is bot_ and 32 hex digits \
         (bot_0123456789abcdef0123456789abcdef), shown once when the bot is made \
         on its owner's account page"
    )]
    NotAToken,
}

/// How often the bot looks for games of its own it does not play yet (a
/// game may start while its lobby connection is down).
const LOOK_EVERY: Duration = Duration::from_secs(10);

/// How often a bot in tournaments looks for games of its own: a round's
/// games are made by the server, with no challenge on the lobby, and a
/// first move is due within 30 s at a bullet or blitz clock.
pub const LOOK_FOR_TOURNAMENT_GAMES: Duration = Duration::from_secs(3);

/// How many finished games the bot remembers, so that a game still listed
/// as in play just after it ended is not taken up again.
const REMEMBERED: usize = 1000;

/// The games the bot plays now, and those it has played to their end.
#[derive(Default)]
struct Games {
    playing: HashSet<String>,
    ended: HashSet<String>,
    ended_order: std::collections::VecDeque<String>,
}

impl Games {
    /// Whether game `id` is to be started now: not being played, not over.
    fn start(&mut self, id: &str) -> bool {
        !self.ended.contains(id) && self.playing.insert(id.to_string())
    }

    /// Game `id` is no longer played here: over (never taken up again), or
    /// its connection dropped (taken up at the next look).
    fn stop(&mut self, id: &str, over: bool) {
        self.playing.remove(id);
        if over && self.ended.insert(id.to_string()) {
            self.ended_order.push_back(id.to_string());
            if self.ended_order.len() > REMEMBERED {
                if let Some(old) = self.ended_order.pop_front() {
                    self.ended.remove(&old);
                }
            }
        }
    }
}

/// Runs the bot until it fails to reach the server at start; once
/// running, it reconnects whenever a connection drops. It accepts every
/// challenge sent to it.
pub async fn run(config: BotConfig) -> Result<(), BotError> {
    // A token of the wrong shape is said before the server is asked, and
    // said as such rather than as "'(no account)' is not a bot" (issue 30).
    if !tablut_api::is_bot_token(config.token.trim()) {
        return Err(BotError::NotAToken);
    }
    let client = Client::new(&config.url, &config.token);
    let me = client.me().await?;
    if !me.bot {
        return Err(BotError::NotABot(me.name));
    }
    tracing::info!("playing as {} on {}", me.name, config.url);
    for id in &config.tournaments {
        match client.join_tournament(id).await {
            Ok(view) => tracing::info!(
                "joined the tournament {id} ({}, {} players)",
                view.tournament.name,
                view.tournament.players
            ),
            // Joined before (a restart: its games are played all the same),
            // over, unknown, or closed to bots: said, and the bot plays on.
            Err(BotError::Refused { code, message, .. }) => {
                tracing::warn!("the tournament {id}: {message} ({code})")
            }
            Err(e) => return Err(e),
        }
    }
    let every = if config.tournaments.is_empty() {
        LOOK_EVERY
    } else {
        LOOK_FOR_TOURNAMENT_GAMES
    };
    let config = Arc::new(config);
    let playing: Arc<Mutex<Games>> = Arc::default();
    let mut look = tokio::time::interval(every);
    look.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut lobby = client.lobby().await;
    loop {
        tokio::select! {
            _ = look.tick() => match client.my_games().await {
                Ok(games) => {
                    for g in games {
                        start_game(&client, &config, &playing, g.id);
                    }
                }
                Err(e) => tracing::warn!("listing my games: {e}"),
            },
            view = client::next_lobby(&mut lobby) => match view {
                Some(view) => {
                    for challenge in view.challenges {
                        let to_me = challenge
                            .to
                            .as_deref()
                            .is_some_and(|to| to.eq_ignore_ascii_case(&me.name));
                        if !to_me {
                            continue;
                        }
                        match client.accept(&challenge.id).await {
                            Ok(taken) => {
                                tracing::info!(
                                    "accepted {}'s challenge ({} {}): game {}",
                                    challenge.name, challenge.variant, challenge.clock, taken.id
                                );
                                start_game(&client, &config, &playing, taken.id);
                            }
                            Err(e) => tracing::warn!("challenge {}: {e}", challenge.id),
                        }
                    }
                }
                None => {
                    tracing::warn!("the lobby connection dropped; reconnecting");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    lobby = client.lobby().await;
                }
            },
        }
    }
}

/// Plays game `id` on a task of its own, unless it is played already or
/// was played to its end.
fn start_game(client: &Client, config: &Arc<BotConfig>, playing: &Arc<Mutex<Games>>, id: String) {
    if !playing.lock().expect("games lock").start(&id) {
        return;
    }
    let (client, config, playing) = (client.clone(), Arc::clone(config), Arc::clone(playing));
    tokio::spawn(async move {
        let over = match game::play(&client, &config, &id).await {
            Ok(over) => over,
            Err(e) => {
                tracing::warn!("game {id}: {e}");
                false
            }
        };
        playing.lock().expect("games lock").stop(&id, over);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_started_once_and_never_again_once_over() {
        let mut games = Games::default();
        assert!(games.start("a"));
        assert!(!games.start("a"), "played already");
        // Its connection dropped: taken up again at the next look.
        games.stop("a", false);
        assert!(games.start("a"));
        games.stop("a", true);
        assert!(!games.start("a"), "over: still listed just after its end");
        for n in 0..REMEMBERED {
            let id = n.to_string();
            assert!(games.start(&id));
            games.stop(&id, true);
        }
        assert_eq!(games.ended.len(), REMEMBERED);
        assert!(games.start("a"), "forgotten after {REMEMBERED} more");
    }
}
