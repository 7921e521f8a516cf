//! How a command changes a game: one function, [`decide`], judges a
//! seat's command against the game in memory and makes the change there,
//! returning what must be stored ([`Change`]) or a refusal. It does no
//! input or output; the hub stores the change ([`crate::games::hub`]'s
//! `persist`, the one place where a game's version goes up) and tells
//! every connection.

use tablut_core::{Clock, GameEnd, Move, Side};

use crate::error::ApiError;
use crate::games::live::{Data, PlayError, Seat};
use crate::games::view::neutralise;
use crate::store::{ChatRow, GameRow};
use crate::text::{bad_move, illegal, t, tr, Args};
use crate::wire::{Command, Mode, Status};

/// Longest chat line, in characters.
pub const MAX_CHAT: usize = 300;

/// Who holds the claim on the game's pending work after a change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claiming {
    /// As it was (a rematch offer, a seat taken).
    Keep,
    /// Nobody: nothing is pending.
    Clear,
    /// This server, when the computer is to reply and someone holds a
    /// seat here to be charged for it; else nobody.
    Reply,
}

/// What a decided change stores, over the version it was decided against.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    /// The game's row alone.
    Row(Claiming),
    /// A move added.
    Move(Move, Claiming),
    /// Moves taken back (the row says how many are left).
    Truncate(Claiming),
    /// A chat line added, kept in memory once stored.
    Chat(ChatRow),
    /// The rematch created, with the finished game pointing at it.
    Rematch(Box<GameRow>),
}

/// Whether `command`, once stored, stops the computer's search if one
/// runs (the position it searches is gone, or the game is over).
pub fn stops_search(command: &Command) -> bool {
    matches!(command, Command::Undo | Command::Resign)
}

/// Decides `command` from `seat` against the game at `now`: makes the
/// change in `data` and returns what to store, `None` when nothing
/// changes (a draw offered twice, a rematch already made), or why not.
/// A refused command may have changed `data`; the caller puts back the
/// game it saved.
pub fn decide(
    data: &mut Data,
    seat: Seat,
    command: &Command,
    now: i64,
) -> Result<Option<Change>, ApiError> {
    match command {
        Command::Move { mv, ply } => play(data, seat, mv, *ply, now).map(Some),
        Command::Undo => undo(data, seat, now).map(Some),
        Command::Resign => resign(data, seat, now).map(Some),
        Command::Rematch => rematch(data, seat, now),
        Command::Chat { text } => chat(data, seat, text, now).map(Some),
        Command::Draw => draw(data, seat, now),
        Command::DeclineDraw => decline(data, seat, Offer::Draw).map(Some),
        Command::Takeback => takeback(data, seat, now),
        Command::DeclineTakeback => decline(data, seat, Offer::Takeback).map(Some),
        Command::Abort => abort(data, seat, now).map(Some),
    }
}

fn play(
    data: &mut Data,
    seat: Seat,
    text: &str,
    ply: Option<u64>,
    now: i64,
) -> Result<Change, ApiError> {
    // A move for a ply that is gone is stale before anything else: the
    // loser of two racing moves is told to look again, not that it is
    // no longer its turn, nor that the winner's move ended the game.
    if let Some(seen) = ply {
        if seen != data.game.len() as u64 {
            return Err(ApiError::stale(seen, data.game.len()));
        }
    }
    match data.row.status {
        Status::Waiting => return Err(ApiError::waiting()),
        Status::Finished => return Err(ApiError::game_over()),
        Status::Active => {}
    }
    let mv: Move = text.trim().parse().map_err(|e| match e {
        // Two squares not on one line name a move all the same,
        // one the rules never allow: illegal, not unreadable.
        tablut_core::ParseMoveError::NotALine(_) => ApiError::illegal_move(bad_move(&e)),
        e => ApiError::bad_request(bad_move(&e)),
    })?;
    let to_move = data.game.position().side_to_move();
    if !seat.covers(to_move) {
        return Err(ApiError::not_your_turn(tr(
            "error-not-your-turn",
            &Args::new()
                .str("to_move", to_move.name())
                .str("seat", seat.name()),
        )));
    }
    data.play(mv, now).map_err(|e| match e {
        PlayError::Illegal(e) => ApiError::illegal_move(illegal(&e)),
        PlayError::TimeOut(_) => ApiError::game_over(),
    })?;
    Ok(Change::Move(mv, Claiming::Reply))
}

fn undo(data: &mut Data, seat: Seat, now: i64) -> Result<Change, ApiError> {
    // Whose turn undo goes back to: the person's against the computer
    // (their last move and the reply), at one screen the last move.
    let human = match data.row.mode {
        Mode::Local => None,
        Mode::Computer => {
            let Seat::Side(human) = seat else {
                return Err(ApiError::not_allowed(t("error-undo-for-player")));
            };
            Some(human)
        }
        Mode::Friend => return Err(ApiError::not_allowed(t("error-undo-ask-takeback"))),
    };
    if matches!(data.row.ended, Some(GameEnd::Resignation { .. })) {
        return Err(ApiError::not_allowed(t("error-undo-resigned")));
    }
    if data.game.turn_plies(human) == 0 {
        return Err(ApiError::not_allowed(t("error-undo-nothing")));
    }
    data.game.undo_turn(human);
    data.sync_row(now);
    Ok(Change::Truncate(Claiming::Reply))
}

fn resign(data: &mut Data, seat: Seat, now: i64) -> Result<Change, ApiError> {
    if data.is_over() {
        return Err(ApiError::game_over());
    }
    let side = match seat {
        Seat::Both => data.game.position().side_to_move(),
        Seat::Side(s) => s,
    };
    if data.row.rated && data.game.len() < 2 {
        // Before both sides have moved a rated game has not been
        // played yet: resigning calls it off, as on the big servers,
        // so rating points cannot be handed over with one request.
        data.end_by(GameEnd::Abort, now);
    } else {
        // The offers stand as they were: only the end is new.
        data.row.ended = Some(GameEnd::Resignation { loser: side });
        data.sync_row(now);
    }
    Ok(Change::Row(Claiming::Clear))
}

fn rematch(data: &mut Data, seat: Seat, now: i64) -> Result<Option<Change>, ApiError> {
    if !data.is_over() {
        return Err(ApiError::not_allowed(t("error-rematch-not-over")));
    }
    if data.row.rematch_game.is_some() {
        return Ok(None);
    }
    let accept = match seat {
        Seat::Both => true,
        Seat::Side(_) if data.row.mode != Mode::Friend => true,
        Seat::Side(s) => match data.row.rematch_offer {
            Some(by) if by != s => true,
            _ => {
                data.row.rematch_offer = Some(s);
                data.row.updated_at = now;
                data.generation += 1;
                return Ok(Some(Change::Row(Claiming::Keep)));
            }
        },
    };
    debug_assert!(accept);
    let old = &data.row;
    let mut new = GameRow {
        level: old.level,
        computer_side: old.computer_side.map(Side::opponent),
        attackers_name: old.defenders_name.clone(),
        defenders_name: old.attackers_name.clone(),
        attackers_hash: old.defenders_hash.clone(),
        defenders_hash: old.attackers_hash.clone(),
        attackers_account: old.defenders_account.clone(),
        defenders_account: old.attackers_account.clone(),
        clock: old.clock.map(|c| Clock::new(c.control)),
        rated: old.rated,
        ..GameRow::fresh(old.variant, old.mode, Status::Active, now)
    };
    new.deadline = new.first_move_deadline(now);
    data.row.rematch_game = Some(new.id.clone());
    data.row.rematch_offer = None;
    data.row.updated_at = now;
    data.generation += 1;
    Ok(Some(Change::Rematch(Box::new(new))))
}

/// The side of a player in a game between people in play, for the
/// commands only such games have (draw, takeback, abort). `what`
/// chooses the words of the catalog's `error-friends-only` and
/// `error-between-players`: `draw`, `decline-draw`, `takeback`,
/// `decline-takeback`, `abort`.
fn player_side(data: &Data, seat: Seat, what: &str) -> Result<Side, ApiError> {
    if data.row.mode != Mode::Friend {
        return Err(ApiError::not_allowed(tr(
            "error-friends-only",
            &Args::new().str("what", what),
        )));
    }
    if data.is_over() {
        return Err(ApiError::game_over());
    }
    match seat {
        Seat::Side(side) => Ok(side),
        Seat::Both => Err(ApiError::not_allowed(tr(
            "error-between-players",
            &Args::new().str("what", what),
        ))),
    }
}

/// A change of the row alone (no move added or removed).
fn row_changed(data: &mut Data) -> Change {
    data.generation += 1;
    Change::Row(Claiming::Clear)
}

fn draw(data: &mut Data, seat: Seat, now: i64) -> Result<Option<Change>, ApiError> {
    let me = player_side(data, seat, "draw")?;
    if data.row.status != Status::Active {
        return Err(ApiError::waiting());
    }
    match data.row.draw_offer {
        Some(by) if by != me => data.end_by(GameEnd::Agreement, now),
        Some(_) => return Ok(None),
        None => data.row.draw_offer = Some(me),
    }
    Ok(Some(row_changed(data)))
}

/// An offer a player may refuse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Offer {
    Draw,
    Takeback,
}

/// Refuses the opponent's draw offer or takeback request.
fn decline(data: &mut Data, seat: Seat, offer: Offer) -> Result<Change, ApiError> {
    let (what, missing) = match offer {
        Offer::Draw => ("decline-draw", "error-no-draw-offer"),
        Offer::Takeback => ("decline-takeback", "error-no-takeback-request"),
    };
    let me = player_side(data, seat, what)?;
    let slot = match offer {
        Offer::Draw => &mut data.row.draw_offer,
        Offer::Takeback => &mut data.row.takeback_offer,
    };
    if *slot != Some(me.opponent()) {
        return Err(ApiError::not_allowed(t(missing)));
    }
    *slot = None;
    Ok(row_changed(data))
}

fn takeback(data: &mut Data, seat: Seat, now: i64) -> Result<Option<Change>, ApiError> {
    let me = player_side(data, seat, "takeback")?;
    match data.row.takeback_offer {
        Some(by) if by != me => {
            // Granted: the requester's last move goes (with the reply
            // to it, if one came), and the turn is theirs again.
            if data.game.turn_plies(Some(by)) == 0 {
                return Err(ApiError::not_allowed(t("error-takeback-nothing")));
            }
            data.take_back(by, now);
            Ok(Some(Change::Truncate(Claiming::Clear)))
        }
        // Asked already: the request stands, and nothing is stored.
        Some(_) => Ok(None),
        None => {
            if data.game.turn_plies(Some(me)) == 0 {
                return Err(ApiError::not_allowed(t("error-takeback-none-yet")));
            }
            data.row.takeback_offer = Some(me);
            Ok(Some(row_changed(data)))
        }
    }
}

fn abort(data: &mut Data, seat: Seat, now: i64) -> Result<Change, ApiError> {
    player_side(data, seat, "abort")?;
    if data.game.len() >= 2 {
        return Err(ApiError::not_allowed(t("error-abort-too-late")));
    }
    data.end_by(GameEnd::Abort, now);
    Ok(row_changed(data))
}

fn chat(data: &mut Data, seat: Seat, text: &str, now: i64) -> Result<Change, ApiError> {
    let text = neutralise(text).trim().to_string();
    if text.is_empty() {
        return Err(ApiError::bad_request(t("error-chat-empty")));
    }
    if text.chars().count() > MAX_CHAT {
        return Err(ApiError::bad_request(tr(
            "error-chat-too-long",
            &Args::new().num("max", MAX_CHAT as f64),
        )));
    }
    let side = match seat {
        Seat::Both => data.game.position().side_to_move(),
        Seat::Side(s) => s,
    };
    let name = match side {
        Side::Attackers => &data.row.attackers_name,
        Side::Defenders => &data.row.defenders_name,
    };
    // Chat is a change like any other: it has a version, so every
    // server shows the lines in one order.
    Ok(Change::Chat(ChatRow {
        seat: side,
        name: if name.is_empty() {
            side.name().to_string()
        } else {
            name.clone()
        },
        body: text,
        at: now,
    }))
}
