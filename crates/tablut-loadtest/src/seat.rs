//! One seat of one game: its own WebSocket, authenticated with the seat's
//! secret; it moves only when its own updates say it is its turn, and it
//! records every move it sees, checking it against the move that was sent.
//! With a clock it also records the clock at the start of each of its
//! turns (for the check of losses on time), may stop moving to lose on
//! time, and ends its game when the run ends.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::Rng;
use tokio::net::TcpStream;
use tokio::sync::watch;
use tokio::time::{sleep_until, timeout};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::header::COOKIE;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use tablut_api::{EndReason, ErrorCode, GameState, ServerMessage, Status};

use crate::api::{self, Api, Failure, Session};
use crate::play::{lock, Ctx, GameRecord, Plan, Sent, Stall, TurnStart, SEATS};
use crate::sockets::{self, CLOSE_WAIT};
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
/// How long after a running clock's deadline a seat waits for the server
/// to declare the loss on time before it gives up.
const FLAG_GRACE: Duration = Duration::from_secs(10);

/// What a connection reads at a time. Tungstenite zero-fills this much
/// before every read (128 KiB by default, a good part of a busy client's
/// CPU); game states are a few KiB.
const READ_BUFFER: usize = 16 * 1024;

/// How a seat is taken: by its secret (a game between friends, or from the
/// lobby), or by the account holding it (a tournament's game, whose
/// secrets nobody has), with the account's session cookie.
#[derive(Clone, Copy)]
pub enum Key<'a> {
    /// The seat's secret, sent in `auth`.
    Secret(&'a str),
    /// The account's session, sent as the upgrade's cookie.
    Account(&'a Session),
}

/// Opens a seat's WebSocket to the instance `api` and authenticates;
/// returns the seat taken (by index into [`SEATS`]: `seat` when one was
/// expected), the connection and the state the server sent with the seat.
pub async fn connect(
    ctx: &Ctx,
    api: &Api,
    id: &str,
    key: Key<'_>,
    seat: Option<usize>,
) -> Result<(usize, (Ws, Utf8Bytes)), Failure> {
    let url = api.ws_url(id);
    let config = WebSocketConfig::default().read_buffer_size(READ_BUFFER);
    let mut request = url
        .into_client_request()
        .map_err(|e| Failure::new("ws connect", e))?;
    if let Key::Account(session) = key {
        let cookie = session
            .header()
            .parse()
            .map_err(|e| Failure::new("ws connect", e))?;
        request.headers_mut().insert(COOKIE, cookie);
    }
    let (mut ws, _) = tokio_tungstenite::connect_async_with_config(request, Some(config), true)
        .await
        .map_err(|e| Failure::new("ws connect", e))?;
    let auth = match key {
        Key::Secret(secret) => api::auth(secret),
        Key::Account(_) => api::auth_account(),
    };
    ws.send(Message::text(auth))
        .await
        .map_err(|e| Failure::new("ws send", e))?;
    loop {
        let (_, text) = receive(&mut ws, ctx.stall()).await?;
        match api::parse(text.as_str())? {
            ServerMessage::State { you: Some(you), .. } => {
                let taken = SEATS.iter().position(|&s| s == you.name());
                return match (taken, seat) {
                    (Some(taken), Some(seat)) if taken != seat => Err(Failure::new(
                        "auth: wrong seat",
                        format!("{}, not {}", you.name(), SEATS[seat]),
                    )),
                    (Some(taken), _) => Ok((taken, (ws, text))),
                    (None, _) => Err(Failure::new(
                        "auth: wrong seat",
                        format!("{}, not one side", you.name()),
                    )),
                };
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
            Failure::new(
                "stalled",
                format!("no message for {:.0} s", stall.as_secs_f64()),
            )
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
    End(Ending),
}

/// Why a seat ends its game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// It resigns at the game's ply limit.
    Limit,
    /// It calls the game off, as planned.
    Abort,
    /// The run is over: it resigns, or calls the game off before both
    /// sides have moved.
    Stop,
}

/// One seat of one game.
pub struct Seat<'a> {
    ctx: &'a Ctx,
    record: &'a GameRecord,
    seat: usize,
    rng: StdRng,
    /// How the game is to end.
    plan: Plan,
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
    /// It stopped moving to lose on time.
    stalling: bool,
    /// When the running clock runs out, on this machine's clock, as last seen.
    deadline: Option<Instant>,
    /// A command of this seat was refused because the game was over.
    late: bool,
    /// Why the game ended, once it has.
    reason: Option<EndReason>,
}

impl<'a> Seat<'a> {
    /// Seat `seat` (index into [`SEATS`]) of `record`, on the connection
    /// `connect` opened, the game to end as `plan` says.
    pub fn new(
        ctx: &'a Ctx,
        record: &'a GameRecord,
        seat: usize,
        rng: StdRng,
        plan: Plan,
        (ws, first): (Ws, Utf8Bytes),
    ) -> Result<Self, Failure> {
        let mut s = Seat {
            ctx,
            record,
            seat,
            rng,
            plan,
            ws,
            status: None,
            to_move: false,
            legal: Vec::new(),
            ply: 0,
            pending: None,
            next_move: None,
            last_sent: None,
            stop: ctx.subscribe(),
            stalling: false,
            deadline: None,
            late: false,
            reason: None,
        };
        s.handle(Instant::now(), &first)?;
        Ok(s)
    }

    /// Plays until the game ends, or the run ends and every move sent in
    /// the game has reached this seat. With a clock, the game ends before
    /// the seats go: when the run ends, the side to move resigns (or calls
    /// the game off before both sides have moved) once every move sent has
    /// reached it, and a seat that stopped moving waits for its loss on time.
    pub async fn play(mut self) -> Result<(), Failure> {
        loop {
            if self.status == Some(Status::Finished) && self.pending.is_none() {
                return self.close().await;
            }
            let idle = self.next_move.is_none()
                && self.pending.is_none()
                && !self.stalling
                && self.my_turn();
            if self.ctx.stopping() {
                let drained = {
                    let mut log = self.record.log();
                    log.closing = true;
                    self.pending.is_none() && self.ply == log.sent.len()
                };
                if drained && !self.ctx.clocked() {
                    return self.close().await;
                }
                if drained && idle {
                    self.next_move = Some(self.soonest());
                }
            } else if idle {
                let think = self.think();
                self.next_move = Some(self.soonest().max(Instant::now() + think));
            }
            let deadline = self.next_move;
            let stopping = self.ctx.stopping();
            let wait = self.wait_limit();
            tokio::select! {
                received = receive(&mut self.ws, wait) => {
                    let (at, text) = received.map_err(|f| {
                        let failure = self.explain(f);
                        if matches!(failure.kind.as_str(), "stalled" | "clock: not flagged") {
                            // It waited, reading, for what never came.
                            self.record.log().received[self.seat].waited_out = true;
                        }
                        failure
                    })?;
                    self.handle(at, &text)?;
                }
                () = sleep_until(deadline.unwrap_or_else(Instant::now).into()), if deadline.is_some() => {
                    self.next_move = None;
                    self.send().await?;
                }
                _ = self.stop.changed(), if !stopping => {}
            }
        }
    }

    /// The soonest this seat may send again.
    fn soonest(&self) -> Instant {
        let now = Instant::now();
        self.last_sent.map_or(now, |last| now.max(last + MIN_GAP))
    }

    /// How long to wait for the next message: the usual limit, or longer
    /// while a clock runs, until a while after it would run out (the
    /// opponent may be letting it run out).
    fn wait_limit(&self) -> Duration {
        let usual = self.ctx.stall();
        match self.deadline {
            Some(deadline) => {
                usual.max(deadline.saturating_duration_since(Instant::now()) + FLAG_GRACE)
            }
            None => usual,
        }
    }

    /// A wait that ended without a message, named for what went wrong: a
    /// clock that ran out without the server ending the game, or silence.
    fn explain(&self, failure: Failure) -> Failure {
        match self.deadline {
            Some(deadline) if failure.kind == "stalled" && deadline < Instant::now() => {
                Failure::new(
                    "clock: not flagged",
                    format!(
                        "a clock ran out {:.0} s ago and the server has not ended the game",
                        deadline.elapsed().as_secs_f64()
                    ),
                )
            }
            _ => failure,
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

    /// Sends a random legal move, or ends the game as its plan says (a
    /// resignation at its ply limit, an abort), or stops moving to lose
    /// on time; once the run is over, ends a game with a clock.
    async fn send(&mut self) -> Result<(), Failure> {
        let Some((text, pending)) = self.next_message()? else {
            return Ok(());
        };
        self.pending = Some(pending);
        self.last_sent = Some(Instant::now());
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| Failure::new("ws send", e))
    }

    /// What [`send`](Self::send) sends now, if anything, and what it then
    /// waits for; a move is recorded as sent.
    fn next_message(&mut self) -> Result<Option<(String, Pending)>, Failure> {
        if !self.my_turn() || self.pending.is_some() || self.stalling {
            return Ok(None);
        }
        let ply = self.ply;
        let mut log = self.record.log();
        let message = if log.closing {
            // Every move sent must have reached this seat first.
            if !self.ctx.clocked() || log.sent.len() != ply {
                return Ok(None);
            }
            let text = if ply < 2 { api::abort() } else { api::resign() };
            (text, Pending::End(Ending::Stop))
        } else {
            match self.plan {
                Plan::Abort(at) if ply >= at && ply < 2 => {
                    (api::abort(), Pending::End(Ending::Abort))
                }
                Plan::Resign(limit) if ply >= limit => (api::resign(), Pending::End(Ending::Limit)),
                Plan::Forfeit(from) if ply >= from => {
                    self.stalling = true;
                    log.stall = Some(Stall {
                        seat: self.seat,
                        ply,
                        until: self.deadline.unwrap_or_else(Instant::now),
                    });
                    return Ok(None);
                }
                _ => {
                    let Some(mv) = self.legal.choose(&mut self.rng).cloned() else {
                        return Err(Failure::new(
                            "protocol",
                            "my turn in an active game without legal moves",
                        ));
                    };
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
                    let text = api::mv(&mv, ply);
                    log.sent.push(Sent {
                        mv,
                        at: Instant::now(),
                        seat: self.seat,
                    });
                    (text, Pending::Move(ply))
                }
            }
        };
        Ok(Some(message))
    }

    /// Reacts to one message from the server.
    fn handle(&mut self, at: Instant, text: &Utf8Bytes) -> Result<(), Failure> {
        match api::parse(text.as_str())? {
            ServerMessage::State { game, .. } | ServerMessage::Update { game } => {
                self.apply(&game, at);
            }
            ServerMessage::Error(e) => {
                let code = e.error;
                if code == ErrorCode::GameOver && self.ctx.clocked() {
                    // A clock may have run out just before: counted once
                    // the seat knows how the game ended (see `close`).
                    self.late = true;
                } else {
                    self.ctx
                        .error(&Failure::new(format!("refused: {code}"), e.message));
                }
                match self.pending.take() {
                    Some(Pending::Move(ply)) => {
                        let mut log = self.record.log();
                        if log.sent.len() == ply + 1 {
                            log.sent.pop();
                        }
                    }
                    Some(Pending::End(_)) | None => {}
                }
                let pause = if code == ErrorCode::RateLimited {
                    RATE_LIMITED_PAUSE
                } else {
                    self.ctx.think.max(MIN_GAP)
                };
                self.next_move = Some(Instant::now() + pause);
            }
            ServerMessage::Hint { .. } | ServerMessage::Ping => {}
        }
        Ok(())
    }

    /// Takes in a game state: records and checks every new move, and the
    /// latency of the one this update is for.
    fn apply(&mut self, game: &GameState, at: Instant) {
        let mut log = self.record.log();
        sockets::note(&mut log, self.seat, game);
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
            log.finished_at.get_or_insert(at);
        }
        let to_move = game.status == Status::Active && game.side_to_move.name() == SEATS[self.seat];
        self.deadline = None;
        if let Some(clock) = &game.clock {
            let left = |side: &str| {
                if side == SEATS[0] {
                    clock.attackers_ms
                } else {
                    clock.defenders_ms
                }
            };
            if let Some(running) = clock.running {
                let ms = left(running.name()).max(0) as u64;
                self.deadline = Some(at + Duration::from_millis(ms));
            }
            let seen = log.turns[self.seat].is_some_and(|t| t.ply == game.ply);
            if to_move && !seen {
                log.turns[self.seat] = Some(TurnStart {
                    ply: game.ply,
                    now: clock.now,
                    left_ms: left(SEATS[self.seat]),
                    running: clock.running.is_some_and(|s| s.name() == SEATS[self.seat]),
                });
            }
        }
        drop(log);
        self.ply = self.ply.max(game.ply);
        if game.status == Status::Finished {
            self.reason = game.outcome.reason;
        }
        match self.pending {
            Some(Pending::Move(ply)) if self.ply > ply => self.pending = None,
            Some(Pending::End(ending)) if game.status == Status::Finished => {
                self.pending = None;
                let stats = &self.ctx.stats;
                let counter = match (ending, self.reason) {
                    (Ending::Limit, Some(EndReason::Resignation)) => Some(&stats.games_resigned),
                    (Ending::Abort, Some(EndReason::Abort)) => Some(&stats.games_aborted),
                    (Ending::Stop, Some(EndReason::Resignation | EndReason::Abort)) => {
                        Some(&stats.games_ended_at_stop)
                    }
                    // The game ended otherwise (a clock ran out first).
                    _ => None,
                };
                if let Some(counter) = counter {
                    counter.fetch_add(1, Ordering::Relaxed);
                }
            }
            _ => {}
        }
        self.status = Some(game.status);
        self.to_move = to_move;
        self.legal.clear();
        if self.to_move {
            self.legal.extend(game.legal.iter().map(|m| m.to_string()));
        }
    }

    /// Closes the connection politely, reading what the server still had
    /// on its way (up to [`CLOSE_WAIT`]) so the sockets' check compares
    /// the connection's really last state. A command refused because the
    /// game was over is counted as late if a clock had run out, else as an
    /// error.
    async fn close(mut self) -> Result<(), Failure> {
        if self.late {
            if self.reason == Some(EndReason::Time) {
                self.ctx.stats.late_commands.fetch_add(1, Ordering::Relaxed);
            } else {
                self.ctx.error(&Failure::new(
                    "refused: game_over",
                    "a command was refused as the game was over, but no clock had run out",
                ));
            }
        }
        sockets::closing(&mut self.record.log(), self.seat);
        let until = Instant::now() + CLOSE_WAIT;
        if timeout(CLOSE_WAIT, self.ws.close(None)).await.is_ok() {
            // The server's messages sent before it saw the close, then its
            // answer to the close, then the end of the stream.
            while let Ok(Some(Ok(message))) =
                tokio::time::timeout_at(until.into(), self.ws.next()).await
            {
                let Message::Text(text) = message else {
                    continue;
                };
                if let Ok(ServerMessage::State { game, .. } | ServerMessage::Update { game }) =
                    api::parse(text.as_str())
                {
                    sockets::note(&mut self.record.log(), self.seat, &game);
                }
            }
        }
        let mut log = self.record.log();
        log.closed[self.seat] = true;
        sockets::ended(&mut log, self.seat);
        Ok(())
    }
}

impl Drop for Seat<'_> {
    /// A seat dropped on a failure (its own or its opponent's) or at the
    /// end of the drain: its connection ends here.
    fn drop(&mut self) {
        sockets::ended(&mut self.record.log(), self.seat);
    }
}
