//! How a request's words become the domains' typed commands. A request
//! carries its rule set and time control as text, so that a wrong one is
//! refused with the API's own message in the reader's language; this is
//! where they are read, once, and from here on they travel typed, to the
//! store and back.

use tablut_core::{TimeControl, Variant};

use crate::error::ApiError;
use crate::games::seats::GameSpec;
use crate::lobby::SeekSpec;
use crate::text::framed;
use crate::tournaments::store::match_kind;
use crate::tournaments::{Format, TournamentSpec};
use crate::wire::{Mode, NewGame, NewSeek, NewTournament, SideChoice, TournamentKind};

/// The rule set a request names: `ludoteka` when it names none.
pub fn read_variant(text: Option<&str>) -> Result<Variant, ApiError> {
    text.unwrap_or("ludoteka")
        .trim()
        .parse()
        .map_err(|e| ApiError::bad_request(framed("error-variant", e)))
}

/// A time control as a request writes it (`3+2`, `3d`).
pub fn read_clock(text: &str) -> Result<TimeControl, ApiError> {
    text.parse()
        .map_err(|e| ApiError::bad_request(framed("error-clock", e)))
}

/// `POST /api/games`, read: the defaults of docs/web-api.md filled in.
pub fn game_spec(req: NewGame) -> Result<GameSpec, ApiError> {
    Ok(GameSpec {
        variant: read_variant(req.variant.as_deref())?,
        mode: req.opponent.unwrap_or(Mode::Computer),
        side: req.side.unwrap_or(SideChoice::Defenders),
        level: req.level,
        name: req.name,
        clock: match req.clock.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => Some(read_clock(text)?),
        },
    })
}

/// `POST /api/lobby/seeks`, read.
pub fn seek_spec(req: NewSeek) -> Result<SeekSpec, ApiError> {
    Ok(SeekSpec {
        variant: read_variant(req.variant.as_deref())?,
        clock: read_clock(&req.clock)?,
        rated: req.rated,
        side: req.side.unwrap_or(SideChoice::Random),
        name: req.name,
        to: req.to,
    })
}

/// `POST /api/tournaments`, read: the defaults of docs/web-api.md filled
/// in (a Swiss, two-game matches).
pub fn tournament_spec(req: NewTournament) -> Result<TournamentSpec, ApiError> {
    let format = req.format.unwrap_or(TournamentKind::Swiss);
    let rules = match format {
        TournamentKind::Swiss => Format::Swiss {
            rounds: req.rounds.unwrap_or(0),
        },
        TournamentKind::RoundRobin => Format::RoundRobin { double: false },
        TournamentKind::DoubleRoundRobin => Format::RoundRobin { double: true },
        TournamentKind::Arena => Format::Arena {
            minutes: req.minutes.unwrap_or(0),
        },
        TournamentKind::GroupsKnockout => Format::GroupsThenKnockout {
            group_size: req.group_size.unwrap_or(4) as usize,
        },
    };
    Ok(TournamentSpec {
        name: req.name,
        format,
        rounds: req.rounds,
        variant: read_variant(req.variant.as_deref())?,
        clock: read_clock(&req.clock)?,
        rated: req.rated,
        kind: req
            .match_kind
            .map(match_kind)
            .unwrap_or_else(|| rules.default_match()),
        starts_at: req.starts_at,
        minutes: req.minutes,
        group_size: req.group_size,
        qualifiers: req.qualifiers,
        min_rating: req.min_rating,
        min_games: req.min_games,
        bots: req.bots.unwrap_or(true),
        invited: req.invited,
    })
}
