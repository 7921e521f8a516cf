//! One seat of one game: its own WebSocket, authenticated with the seat's
//! secret; it moves only when its own updates say it is its turn, and it
//! records every move it sees, checking it against the move that was sent.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::Rng;
use tokio::net::TcpStream;
use tokio::sync::watch;
use tokio::time::{sleep_until, timeout};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use tablut_server::wire::{ErrorCode, GameState, ServerMessage, Status};

use crate::api::{self, Api, Failure};
use crate::play::{lock, Ctx, GameRecord, Sent, SEATS};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Utf8Bytes;

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A seat that hears nothing for this long (or three pauses, if longer)
/// while it waits for a move gives its game up.
pub const STALL: Duration = Duration::from_secs(30);
/// The least time between two messages on one connection: the server
/// refuses more than 20 a second, so a seat never sends more than 16.
const MIN_GAP: Duration = Duration::from_millis(60);
/// How long a seat waits after its move was refused as `rate_limited`.
const RATE_LIMITED_PAUSE: Duration = Duration::from_millis(250);

/// What a connection reads at a time. Tungstenite zero-fills this much
/// before every read (128 KiB by default, a good part of a busy client's
/// CPU); game states are a few KiB.
const READ_BUFFER: usize = 16 * 1024;

/// Opens a seat's WebSocket to the instance `api` and authenticates;
/// returns the connection and the state the server sent with the seat.
pub async fn connect(
    ctx: &Ctx,
    api: &Api,
    id: &str,
    secret: &str,
    seat: usize,
) -> Result<(Ws, Utf8Bytes), Failure> {
    let url = api.ws_url(id);
    let config = WebSocketConfig::default().read_buffer_size(READ_BUFFER);
    let (mut ws, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true)
        .await
        .map_err(|e| Failure::new("ws connect", e))?;
    ws.send(Message::text(api::auth(secret)))
        .await
        .map_err(|e| Failure::new("ws send", e))?;
    loop {
        let (_, text) = receive(&mut ws, ctx.stall()).await?;
        match api::parse(text.as_str())? {
            ServerMessage::State { you: Some(you), .. } => {
                if you.name() != SEATS[seat] {
                    return Err(Failure::new(
                        "auth: wrong seat",
                        format!("{}, not {}", you.name(), SEATS[seat]),
                    ));
                }
                return Ok((ws, text));
            }
            ServerMessage::Error(e) => {
                return Err(Failure::new(format!("auth: {}", e.error), e.message));
            }
            _ => {}
        }
    }
}

/// The next text message on `ws` and when it arrived, or why there is none.
async fn receive(ws: &mut Ws, stall: Duration) -> Result<(Instant, Utf8Bytes), Failure> {
    loop {
        let next = timeout(stall, ws.next()).await.map_err(|_| {
            Failure::new("stalled", format!("no message for {} s", stall.as_secs()))
        })?;
        let at = Instant::now();
        let text = match next {
            None => {
                return Err(Failure::new(
                    "ws closed",
                    "the server closed the connection",
                ))
            }
            Some(Err(e)) => return Err(Failure::new("ws error", e)),
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(Message::Close(frame))) => {
                return Err(Failure::new("ws closed", format!("{frame:?}")));
            }
            Some(Ok(_)) => continue,
        };
        return Ok((at, text));
    }
}

/// A move this seat sent that it has not seen played or refused yet.
#[derive(Debug, Clone, Copy)]
enum Pending {
    Move(usize),
    Resign,
}

/// One seat of one game.
pub struct Seat<'a> {
    ctx: &'a Ctx,
    record: &'a GameRecord,
    seat: usize,
    rng: StdRng,
    /// At this ply the side to move resigns.
    limit: usize,
    ws: Ws,
    /// The game's status as last seen (none before the first).
    status: Option<Status>,
    /// Whether this seat is to move in an active game.
    to_move: bool,
    /// The legal moves, while this seat is to move.
    legal: Vec<String>,
    /// Plies this seat has seen.
    ply: usize,
    pending: Option<Pending>,
    next_move: Option<Instant>,
    last_sent: Option<Instant>,
    stop: watch::Receiver<bool>,
}

impl<'a> Seat<'a> {
    pub fn new(
        ctx: &'a Ctx,
        record: &'a GameRecord,
        seat: usize,
        rng: StdRng,
        limit: usize,
        (ws, first): (Ws, Utf8Bytes),
    ) -> Result<Self, Failure> {
        let mut s = Seat {
            ctx,
            record,
            seat,
            rng,
            limit,
            ws,
            status: None,
            to_move: false,
            legal: Vec::new(),
            ply: 0,
            pending: None,
            next_move: None,
            last_sent: None,
            stop: ctx.subscribe(),
        };
        s.handle(Instant::now(), &first)?;
        Ok(s)
    }

    /// Plays until the game ends, or the run ends and every move sent in
    /// the game has reached this seat.
    pub async fn play(mut self) -> Result<(), Failure> {
        loop {
            if self.status == Some(Status::Finished) && self.pending.is_none() {
                return self.close().await;
            }
            if self.ctx.stopping() {
                let drained = {
                    let mut log = self.record.log();
                    log.closing = true;
                    self.pending.is_none() && self.ply == log.sent.len()
                };
                if drained {
                    return self.close().await;
                }
            } else if self.next_move.is_none() && self.pending.is_none() && self.my_turn() {
                let think = self.think();
                let mut at = Instant::now() + think;
                if let Some(last) = self.last_sent {
                    at = at.max(last + MIN_GAP);
                }
                self.next_move = Some(at);
            }
            let deadline = self.next_move;
            let stopping = self.ctx.stopping();
            tokio::select! {
                received = receive(&mut self.ws, self.ctx.stall()) => {
                    let (at, text) = received?;
                    self.handle(at, &text)?;
                }
                () = sleep_until(deadline.unwrap_or_else(Instant::now).into()), if deadline.is_some() => {
                    self.next_move = None;
                    self.send_move().await?;
                }
                _ = self.stop.changed(), if !stopping => {}
            }
        }
    }

    fn my_turn(&self) -> bool {
        self.to_move
    }

    /// A pause of `--think` on average: uniform between half and one and a half of it.
    fn think(&mut self) -> Duration {
        let ms = self.ctx.think.as_secs_f64() * 1000.0;
        if ms <= 0.0 {
            return Duration::ZERO;
        }
        Duration::from_secs_f64(self.rng.gen_range(ms * 0.5..ms * 1.5) / 1000.0)
    }

    /// Sends a random legal move (or resigns at the game's ply limit).
    async fn send_move(&mut self) -> Result<(), Failure> {
        if !self.my_turn() || self.pending.is_some() || self.record.log().closing {
            return Ok(());
        }
        let ply = self.ply;
        let text = if ply >= self.limit {
            self.pending = Some(Pending::Resign);
            api::resign()
        } else {
            let Some(mv) = self.legal.choose(&mut self.rng).cloned() else {
                return Err(Failure::new(
                    "protocol",
                    "my turn in an active game without legal moves",
                ));
            };
            let text = api::mv(&mv, ply);
            let mut log = self.record.log();
            if log.closing {
                return Ok(());
            }
            if log.sent.len() != ply {
                let problem = format!(
                    "{} was to move at ply {ply}, but {} moves were sent",
                    SEATS[self.seat],
                    log.sent.len()
                );
                log.problems.push(problem);
                return Err(Failure::new(
                    "out of step",
                    "a seat's turn disagreed with the moves sent",
                ));
            }
            log.sent.push(Sent {
                mv,
                at: Instant::now(),
                seat: self.seat,
            });
            self.pending = Some(Pending::Move(ply));
            text
        };
        self.last_sent = Some(Instant::now());
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| Failure::new("ws send", e))
    }

    /// Reacts to one message from the server.
    fn handle(&mut self, at: Instant, text: &Utf8Bytes) -> Result<(), Failure> {
        match api::parse(text.as_str())? {
            ServerMessage::State { game, .. } | ServerMessage::Update { game } => {
                self.apply(&game, at);
            }
            ServerMessage::Error(e) => {
                let code = e.error;
                let failure = Failure::new(format!("refused: {code}"), e.message);
                self.ctx.error(&failure);
                match self.pending.take() {
                    Some(Pending::Move(ply)) => {
                        let mut log = self.record.log();
                        if log.sent.len() == ply + 1 {
                            log.sent.pop();
                        }
                    }
                    Some(Pending::Resign) | None => {}
                }
                let pause = if code == ErrorCode::RateLimited {
                    RATE_LIMITED_PAUSE
                } else {
                    self.ctx.think.max(MIN_GAP)
                };
                self.next_move = Some(Instant::now() + pause);
            }
            ServerMessage::Hint { .. } => {}
        }
        Ok(())
    }

    /// Takes in a game state: records and checks every new move, and the
    /// latency of the one this update is for.
    fn apply(&mut self, game: &GameState, at: Instant) {
        let mut log = self.record.log();
        if game.ply < self.ply {
            let problem = format!(
                "{} saw ply {} after ply {}",
                SEATS[self.seat], game.ply, self.ply
            );
            log.problems.push(problem);
        }
        if game.moves.len() != game.ply {
            let problem = format!("ply {} with {} moves listed", game.ply, game.moves.len());
            log.problems.push(problem);
        }
        if game.ply > self.ply + 1 && self.ply > 0 {
            drop(log);
            self.ctx.error(&Failure::new(
                "skipped update",
                format!(
                    "{} went from ply {} to {}",
                    SEATS[self.seat], self.ply, game.ply
                ),
            ));
            log = self.record.log();
        }
        for p in self.ply..game.ply.min(game.moves.len()) {
            let seen = game.moves[p].mv.to_string();
            log.seen[self.seat].push(seen.clone());
            match log.sent.get(p) {
                Some(sent) if sent.mv == seen => {
                    if p + 1 == game.ply {
                        let micros = at
                            .saturating_duration_since(sent.at)
                            .as_micros()
                            .min(u32::MAX as u128) as u32;
                        let measured = self.ctx.in_window(sent.at);
                        if sent.seat != self.seat {
                            self.ctx.stats.moves.fetch_add(1, Ordering::Relaxed);
                            if measured {
                                lock(&self.ctx.stats.latency).push(micros);
                            }
                        } else if measured {
                            lock(&self.ctx.stats.own_latency).push(micros);
                        }
                    }
                }
                Some(sent) => {
                    let problem = format!(
                        "ply {}: {} sent {}, {} saw {seen}",
                        p + 1,
                        SEATS[sent.seat],
                        sent.mv,
                        SEATS[self.seat]
                    );
                    log.problems.push(problem);
                }
                None => {
                    let problem = format!(
                        "ply {}: {} saw {seen}, which no seat sent",
                        p + 1,
                        SEATS[self.seat]
                    );
                    log.problems.push(problem);
                }
            }
        }
        if game.status == Status::Finished {
            log.finished = true;
        }
        drop(log);
        self.ply = self.ply.max(game.ply);
        match self.pending {
            Some(Pending::Move(ply)) if self.ply > ply => self.pending = None,
            Some(Pending::Resign) if game.status == Status::Finished => {
                self.pending = None;
                self.ctx
                    .stats
                    .games_resigned
                    .fetch_add(1, Ordering::Relaxed);
            }
            _ => {}
        }
        self.status = Some(game.status);
        self.to_move =
            game.status == Status::Active && game.side_to_move.name() == SEATS[self.seat];
        self.legal.clear();
        if self.to_move {
            self.legal.extend(game.legal.iter().map(|m| m.to_string()));
        }
    }

    /// Closes the connection politely.
    async fn close(mut self) -> Result<(), Failure> {
        self.record.log().closed[self.seat] = true;
        let _ = timeout(Duration::from_secs(2), self.ws.close(None)).await;
        Ok(())
    }
}
