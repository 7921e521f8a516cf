//! The analysis board (docs/web-api.md, "Analysis board"): any position,
//! from a game, a record or typed moves, checked by the rules library
//! (`POST /api/analysis`), and the engine's best lines streamed over a
//! WebSocket (`/api/analysis/ws`) while the player explores.
//!
//! The engine's CPU is bounded per user: an address has at most
//! [`PER_ADDRESS`] analysis connections, a connection one search at a
//! time (a new position stops the last one's), a position is searched for
//! at most [`PER_POSITION`], and every search goes through the server's
//! fair queue ([`crate::games::scheduler`]) with the computer's replies and the
//! hints, so analysis never starves a game.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tablut_core::notation::read_record;
use tablut_core::{Bitboard, Game, Move, Position, Setup, Variant};
use tablut_engine::review::WinModel;
use tablut_engine::{Engine, EngineConfig, Limits, Line};
use tablut_i18n::Lang;
use tokio::sync::mpsc;

use crate::error::ApiError;
use crate::games::hub::Hub;
use crate::games::scheduler::Cancel;
use crate::games::scheduler::Scheduler;
use crate::text::{bad_move, framed, illegal, t, tr, Args};
use crate::wire::{
    Alert, AnalysisLine, AnalysisMessage, AnalysisRequest, AnalysisView, OutcomeView, PuzzleStep,
};

/// Analysis connections one address may hold at once.
pub const PER_ADDRESS: usize = 2;
/// Longest search of one position.
pub const PER_POSITION: Duration = Duration::from_secs(10);
/// The longest a board holds a search thread at once: a position is
/// searched in slices of this, each queued behind the searches waiting.
pub const SLICE: Duration = Duration::from_secs(1);
/// Best lines when the client does not say.
pub const DEFAULT_LINES: usize = 3;
/// Most best lines a client may ask for.
pub const MAX_LINES: usize = 5;
/// Most moves a position may be given with: longer than any real game.
pub const MAX_MOVES: usize = 1_000;
/// Largest message a client may send on the WebSocket (a thousand moves
/// fit).
pub const MAX_MESSAGE: usize = 16 * 1024;

/// Who is analysing: connections per address.
#[derive(Debug, Default)]
pub struct Analyses {
    per_address: Mutex<HashMap<IpAddr, usize>>,
    next: AtomicU64,
}

/// One analysis connection, counted until dropped.
pub struct Seat {
    analyses: Arc<Analyses>,
    /// Whose.
    pub ip: IpAddr,
    /// Its number on this server.
    pub number: u64,
}

impl Analyses {
    /// Counts a new connection from `ip`, unless the address holds
    /// [`PER_ADDRESS`] already.
    pub fn take(self: &Arc<Self>, ip: IpAddr) -> Result<Seat, ApiError> {
        let mut map = self.per_address.lock().expect("analysis lock");
        let n = map.entry(ip).or_insert(0);
        if *n >= PER_ADDRESS {
            return Err(ApiError::rate_limited(tr(
                "error-too-many-analyses",
                &Args::new().num("max", PER_ADDRESS as f64),
            )));
        }
        *n += 1;
        Ok(Seat {
            analyses: Arc::clone(self),
            ip,
            number: self.next.fetch_add(1, Ordering::Relaxed),
        })
    }
}

impl Drop for Seat {
    fn drop(&mut self) {
        let mut map = self.analyses.per_address.lock().expect("analysis lock");
        if let Some(n) = map.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                map.remove(&self.ip);
            }
        }
    }
}

/// A position to analyse: the rules, the start, the moves and the game
/// they make.
struct Built {
    variant: Variant,
    game: Game,
    steps: Vec<PuzzleStep>,
}

/// Plays `moves` from `position` (the variant's start when `None`) under
/// `variant`, refusing the first that is not a legal move with its
/// number.
fn build(variant: &str, position: Option<&str>, moves: &[String]) -> Result<Built, ApiError> {
    let variant: Variant = variant
        .trim()
        .parse()
        .map_err(|e| ApiError::bad_request(framed("error-variant", e)))?;
    let start = match position.map(str::trim).filter(|p| !p.is_empty()) {
        None => Position::start(variant.rules),
        Some(text) => {
            let setup: Setup = text
                .parse()
                .map_err(|e| ApiError::bad_request(framed("error-position", e)))?;
            Position::from_setup(&setup, variant.rules)
                .map_err(|e| ApiError::bad_request(framed("error-position", e)))?
        }
    };
    let mut built = Built {
        variant,
        game: Game::new(start),
        steps: Vec::new(),
    };
    play(&mut built, moves)?;
    Ok(built)
}

/// Plays `moves` on, one by one, keeping each step.
fn play(built: &mut Built, moves: &[String]) -> Result<(), ApiError> {
    if built.steps.len() + moves.len() > MAX_MOVES {
        return Err(ApiError::bad_request(tr(
            "error-too-many-moves",
            &Args::new().num("max", MAX_MOVES as f64),
        )));
    }
    for text in moves {
        let number = built.steps.len() + 1;
        let shown: String = text.chars().take(24).collect();
        let numbered = |mv: &str, detail: String| {
            tr(
                "error-numbered-move",
                &Args::new()
                    .num("number", number as f64)
                    .str("move", mv)
                    .str("detail", detail),
            )
        };
        let mv: Move = text
            .parse()
            .map_err(|e| ApiError::bad_request(numbered(&format!("'{shown}'"), bad_move(&e))))?;
        if built.game.outcome().is_over() {
            return Err(ApiError::illegal_move(numbered(
                &mv.to_string(),
                t("error-over-before-move"),
            )));
        }
        let captures = built
            .game
            .play(mv)
            .map_err(|e| ApiError::illegal_move(numbered(&mv.to_string(), illegal(&e))))?
            .captures;
        built.steps.push(PuzzleStep {
            mv: mv.to_string(),
            captures: captures.into_iter().map(|s| s.to_string()).collect(),
            board: crate::rulebook::board_rows(built.game.position()),
        });
    }
    Ok(())
}

fn view(built: &Built) -> AnalysisView {
    let game = &built.game;
    let pos = game.position();
    let end = tablut_core::GameEnd::of_game(game);
    let open = if end.is_some() {
        Bitboard::EMPTY
    } else {
        pos.open_routes()
    };
    AnalysisView {
        variant: built.variant,
        position: game.start_position().to_setup().to_string(),
        moves: built.steps.iter().map(|s| s.mv.clone()).collect(),
        start: crate::rulebook::board_rows(game.start_position()),
        steps: built.steps.clone(),
        board: crate::rulebook::board_rows(pos),
        side_to_move: pos.side_to_move(),
        legal: if end.is_some() {
            Vec::new()
        } else {
            game.legal_moves().iter().map(ToString::to_string).collect()
        },
        routes: open.collect(),
        alert: Alert::for_routes(open.count()),
        fortress: end.is_none() && pos.is_fortress(),
        outcome: OutcomeView::of(
            end.as_ref(),
            game.rules(),
            Some(pos),
            crate::language::current(),
        ),
        squares: crate::rulebook::squares(game.rules()),
    }
}

/// The position a game of `hub`, a record or typed moves lead to, with
/// every step, the legal moves and how the game stands (`POST
/// /api/analysis`).
pub async fn position(hub: &Arc<Hub>, req: &AnalysisRequest) -> Result<AnalysisView, ApiError> {
    let sources = [req.record.is_some(), req.game.is_some()];
    if sources.iter().filter(|s| **s).count() > 1 {
        return Err(ApiError::bad_request(t("error-record-or-game")));
    }
    if req.ply.is_some() && req.game.is_none() {
        return Err(ApiError::bad_request(t("error-ply-needs-game")));
    }
    if (req.record.is_some() || req.game.is_some())
        && (req.variant.is_some() || req.position.is_some())
    {
        return Err(ApiError::bad_request(t("error-source-brings-rules")));
    }
    let mut built = if let Some(text) = &req.record {
        let record =
            read_record(text).map_err(|e| ApiError::bad_request(framed("error-record", e)))?;
        let moves: Vec<String> = record.game.plies()[1..]
            .iter()
            .filter_map(|p| p.mv)
            .map(|m| m.to_string())
            .collect();
        let mut built = Built {
            variant: record.variant,
            game: Game::new(*record.game.start_position()),
            steps: Vec::new(),
        };
        play(&mut built, &moves)?;
        built
    } else if let Some(id) = &req.game {
        let live = hub.get(id).await?;
        let (variant, start, moves) = {
            let data = live.data.lock().await;
            let moves: Vec<String> = data.game.plies()[1..]
                .iter()
                .filter_map(|p| p.mv)
                .map(|m| m.to_string())
                .collect();
            (data.variant, *data.game.start_position(), moves)
        };
        let keep = req.ply.unwrap_or(moves.len());
        if keep > moves.len() {
            return Err(ApiError::bad_request(tr(
                "error-ply-beyond",
                &Args::new()
                    .num("ply", keep as f64)
                    .num("moves", moves.len() as f64),
            )));
        }
        let mut built = Built {
            variant,
            game: Game::new(start),
            steps: Vec::new(),
        };
        play(&mut built, &moves[..keep])?;
        built
    } else {
        build(
            req.variant.as_deref().unwrap_or("ludoteka"),
            req.position.as_deref(),
            &[],
        )?
    };
    play(&mut built, &req.moves)?;
    Ok(view(&built))
}

fn line_view(line: &Line, model: &WinModel, attackers_to_move: bool, lang: Lang) -> AnalysisLine {
    let chance = model.expected(line.score);
    let score = line.score.to_string();
    AnalysisLine {
        mv: line.pv.first().map(ToString::to_string).unwrap_or_default(),
        score_text: tablut_i18n::game_text::engine_score(lang, &score),
        score,
        attackers_chance: if attackers_to_move {
            chance
        } else {
            1.0 - chance
        },
        pv: line.pv.iter().map(ToString::to_string).collect(),
    }
}

/// What a search thread tells its connection.
pub type Update = AnalysisMessage;

/// What a client asks to analyse: variant, position, moves, lines.
pub type Asked = (Option<String>, Option<String>, Vec<String>, Option<usize>);

/// Checks the position and queues the first slice of its search on
/// `scheduler`, whose lines go to `tx`.
pub fn start(
    scheduler: &Arc<Scheduler>,
    seat: &Seat,
    key: &str,
    id: u64,
    (variant, position, moves, lines): Asked,
    tx: mpsc::UnboundedSender<Update>,
) -> Result<Cancel, ApiError> {
    let count = lines.unwrap_or(DEFAULT_LINES);
    if !(1..=MAX_LINES).contains(&count) {
        return Err(ApiError::bad_request(tr(
            "error-lines-range",
            &Args::new().num("max", MAX_LINES as f64),
        )));
    }
    let built = build(
        variant.as_deref().unwrap_or("ludoteka"),
        position.as_deref(),
        &moves,
    )?;
    let cancel = Cancel::new();
    let search = Arc::new(Search {
        scheduler: Arc::clone(scheduler),
        ip: seat.ip,
        key: key.to_string(),
        id,
        count,
        game: built.game,
        engine: Mutex::new(None),
        tx,
        began: Instant::now(),
        deepest: Mutex::new((0, Vec::new(), 0)),
        lang: crate::language::current(),
    });
    search.queue(cancel.clone())?;
    Ok(cancel)
}

/// One position's search, made of [`SLICE`]s: each slice is a job of the
/// fair queue, so between two slices the other searches of the address
/// (its games' computer replies, its other board) and of everyone else
/// take their turn, and no analysis holds a thread for more than a slice.
/// The engine is kept between the slices of a position (and dropped with
/// it, so an idle board holds no table): its table brings each slice back
/// to the depth the last one reached in moments.
struct Search {
    scheduler: Arc<Scheduler>,
    ip: IpAddr,
    key: String,
    id: u64,
    count: usize,
    game: Game,
    engine: Mutex<Option<Engine>>,
    tx: mpsc::UnboundedSender<Update>,
    began: Instant,
    /// The deepest depth sent, its lines and nodes: a slice starts again
    /// from depth 1, and its shallower lines are not sent again.
    deepest: Mutex<(u32, Vec<Line>, u64)>,
    /// The board's language (the slices run on threads outside its
    /// session's scope).
    lang: Lang,
}

impl Search {
    fn queue(self: &Arc<Self>, cancel: Cancel) -> Result<(), ApiError> {
        let me = Arc::clone(self);
        self.scheduler.submit(
            self.ip,
            &self.key,
            cancel,
            false,
            || true,
            move |cancel| me.slice(cancel),
        )
    }

    fn message(&self, depth: u32, lines: &[Line], nodes: u64, done: bool) -> AnalysisMessage {
        let attackers = self.game.position().side_to_move() == tablut_core::Side::Attackers;
        let model = WinModel::for_rules(self.game.rules());
        AnalysisMessage::Lines {
            id: self.id,
            depth,
            nodes,
            ms: self.began.elapsed().as_millis() as u64,
            done,
            lines: lines
                .iter()
                .map(|l| line_view(l, &model, attackers, self.lang))
                .collect(),
        }
    }

    /// Searches one slice, then queues the next unless the position's
    /// time is up, the search ended by itself, or it was cancelled.
    fn slice(self: &Arc<Self>, cancel: &Cancel) {
        let left = PER_POSITION.saturating_sub(self.began.elapsed());
        // No last slice of a few milliseconds: the one before takes it.
        let time = if left < SLICE + SLICE / 2 {
            left
        } else {
            SLICE
        };
        let mut slot = self.engine.lock().unwrap_or_else(|e| e.into_inner());
        let engine = slot.get_or_insert_with(|| {
            Engine::new(EngineConfig {
                threads: 1,
                hash_mb: 16,
                weights: None,
                eval: Default::default(),
            })
        });
        cancel.arm(engine.stop_handle());
        let started = Instant::now();
        let mut last = (0, 0);
        let found = engine.search_lines(
            &self.game,
            &Limits::movetime(time),
            self.count,
            |depth, lines, nodes| {
                last = (depth, nodes);
                let mut deepest = self.deepest.lock().unwrap_or_else(|e| e.into_inner());
                if depth > deepest.0 {
                    *deepest = (depth, lines.to_vec(), nodes);
                    let _ = self.tx.send(self.message(depth, lines, nodes, false));
                }
            },
        );
        drop(slot);
        // A search that stopped well before its time has nothing more to
        // find (the result is proved, or there are no moves).
        let finished = started.elapsed() + SLICE / 4 < time;
        let out_of_time = self.began.elapsed() + SLICE / 20 >= PER_POSITION;
        if cancel.is_stopped() {
            return;
        }
        if finished || out_of_time || self.queue(cancel.clone()).is_err() {
            let deepest = self.deepest.lock().unwrap_or_else(|e| e.into_inner());
            // The last slice's lines, unless an earlier slice saw deeper.
            let message = if last.0 >= deepest.0 {
                self.message(last.0, &found, last.1, true)
            } else {
                self.message(deepest.0, &deepest.1, deepest.2, true)
            };
            let _ = self.tx.send(message);
            self.engine.lock().unwrap_or_else(|e| e.into_inner()).take();
        }
    }
}
