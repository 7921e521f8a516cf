//! One game as the bot plays it: its seat taken over the game's
//! WebSocket, a move chosen whenever it is to move (with the time its
//! clock leaves), until the game is over.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use tablut_api::{ClockView, GameResult, GameState, Seat, ServerMessage, Status};
use tablut_core::{Game, Move, Side};
use tablut_tools::matchup::player::Turn;
use tablut_tools::matchup::{Player, TimeControl};
use tokio_tungstenite::tungstenite::Message;

use crate::client::{Client, Socket};
use crate::{BotConfig, BotError};

/// Time kept back from the clock for the trip to the server and back.
const MARGIN: Duration = Duration::from_millis(300);

/// Plays game `id` until it is over or the connection drops: `true` when
/// the bot is done with it (over, or one it cannot play), `false` when the
/// connection dropped first (the game is taken up again later).
pub async fn play(client: &Client, config: &BotConfig, id: &str) -> Result<bool, BotError> {
    let mut socket = client.socket(&format!("/api/games/{id}/ws")).await?;
    send(&mut socket, json!({"type": "auth"})).await;
    let mut side: Option<Side> = None;
    let mut player: Option<Arc<Mutex<Player>>> = None;
    let mut answered: Option<usize> = None;
    let mut greeted = false;
    while let Some(message) = socket.next().await {
        let received = Instant::now();
        let Ok(Message::Text(text)) = message else {
            if message.is_err() {
                break;
            }
            continue;
        };
        let game = match serde_json::from_str::<ServerMessage>(&text) {
            Ok(ServerMessage::State { you, game }) => {
                if let Some(Seat::Side(s)) = you {
                    side = Some(s);
                }
                game
            }
            Ok(ServerMessage::Update { game }) => game,
            Ok(ServerMessage::Error(e)) => {
                tracing::warn!("game {id}: {} ({})", e.message, e.error.as_str());
                continue;
            }
            Ok(ServerMessage::Hint { .. } | ServerMessage::Ping) => continue,
            Err(e) => {
                tracing::warn!("game {id}: a message the bot does not read: {e}");
                continue;
            }
        };
        let Some(me) = side else { continue };
        if game.outcome.result != GameResult::Ongoing || game.status == Status::Finished {
            if config.chat {
                send(&mut socket, json!({"type": "chat", "text": "Good game!"})).await;
            }
            tracing::info!("game {id} is over: {}", game.outcome.text);
            return Ok(true);
        }
        if config.chat && !greeted {
            greeted = true;
            let hello = format!("Hello! I am a bot; {} plays for me.", engine_name(config));
            send(&mut socket, json!({"type": "chat", "text": hello})).await;
        }
        if game.status != Status::Active || game.side_to_move != me || answered == Some(game.ply) {
            continue;
        }
        let Some(position) = rebuild(&game) else {
            tracing::warn!("game {id}: its moves do not replay here; leaving it");
            return Ok(true);
        };
        let player = match &player {
            Some(player) => Arc::clone(player),
            None => {
                let rules = position.rules();
                let made = Player::new(
                    &config.engine,
                    *rules,
                    Duration::from_secs(10),
                    Duration::from_secs(1),
                    1,
                );
                let made = Arc::new(Mutex::new(made));
                player = Some(Arc::clone(&made));
                made
            }
        };
        let turn = turn(&game, me, config.max_think, received.elapsed());
        let chosen = tokio::task::spawn_blocking(move || {
            player.lock().expect("player lock").choose(&position, &turn)
        })
        .await;
        let mv: Move = match chosen {
            Ok(Ok(mv)) => mv,
            Ok(Err(failure)) => {
                tracing::warn!(
                    "game {id}: the engine has no move ({}); resigning",
                    failure.detail
                );
                send(&mut socket, json!({"type": "resign"})).await;
                continue;
            }
            Err(e) => {
                tracing::warn!("game {id}: the engine failed ({e}); resigning");
                send(&mut socket, json!({"type": "resign"})).await;
                continue;
            }
        };
        answered = Some(game.ply);
        send(
            &mut socket,
            json!({"type": "move", "move": mv.to_string(), "ply": game.ply}),
        )
        .await;
    }
    Ok(false)
}

async fn send(socket: &mut Socket, message: serde_json::Value) {
    if let Err(e) = socket.send(Message::Text(message.to_string().into())).await {
        tracing::warn!("sending to the server: {e}");
    }
}

fn engine_name(config: &BotConfig) -> String {
    match &config.engine {
        tablut_tools::matchup::PlayerSpec::Tablut(_) => "tablut's engine".to_string(),
        tablut_tools::matchup::PlayerSpec::External(command) => {
            let program = command.split_whitespace().next().unwrap_or("an engine");
            format!("the engine {program}")
        }
    }
}

/// The game as the rules library holds it, from the moves the server
/// sent; `None` if they do not replay.
fn rebuild(state: &GameState) -> Option<Game> {
    let mut game = Game::start(state.variant.rules);
    for m in &state.moves {
        game.play(m.mv).ok()?;
    }
    Some(game)
}

/// The time the bot has for this move: what its clock leaves (less the
/// time since the state was sent, and a margin), with the clock's
/// increment; by correspondence or without a clock, `max_think`.
fn turn(state: &GameState, me: Side, max_think: Duration, since: Duration) -> Turn {
    let per_move = Turn {
        control: TimeControl::PerMove(max_think),
        side: me,
        attackers_left: max_think,
        defenders_left: max_think,
    };
    let Some(clock) = &state.clock else {
        return per_move;
    };
    let control = clock.control;
    if control.is_correspondence() {
        return per_move;
    }
    let left = |side: Side, clock: &ClockView| {
        let ms = match side {
            Side::Attackers => clock.attackers_ms,
            Side::Defenders => clock.defenders_ms,
        };
        let running = clock.running == Some(side);
        let ms = Duration::from_millis(ms.max(0) as u64);
        let ms = if running {
            ms.saturating_sub(since)
        } else {
            ms
        };
        ms.saturating_sub(MARGIN)
    };
    Turn {
        control: TimeControl::Clock {
            base: Duration::from_millis(control.base_ms() as u64),
            increment: Duration::from_millis(control.increment_ms() as u64),
        },
        side: me,
        attackers_left: left(Side::Attackers, clock),
        defenders_left: left(Side::Defenders, clock),
    }
}
