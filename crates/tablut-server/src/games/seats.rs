//! How a game is made and its seats taken: creating a game, a friend
//! joining by invitation, an account adopting a guest's seats, and
//! proving a seat (its secret or its account).

use std::sync::Arc;

use tablut_core::{Clock, Side, TimeControl, Variant};
use tablut_engine::Level;

use crate::accounts::AccountRow;
use crate::error::ApiError;
use crate::games::decide::{Change, Claiming};
use crate::games::hub::{busy, clean_name, Fail, Hub, Live, CONFLICT_RETRIES};
use crate::games::live::{Data, Seat};
use crate::secret;
use crate::store::{Claim, GameRow};
use crate::text::t;
use crate::time::now_ms;
use crate::wire::SeatTaken;
use crate::wire::{Mode, SideChoice, Status};

/// A new game as the hub takes it: every word of the request read where
/// it arrived (the defaults are in docs/web-api.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSpec {
    /// The rule set.
    pub variant: Variant,
    /// Whom the creator plays against.
    pub mode: Mode,
    /// The creator's side (ignored at one screen).
    pub side: SideChoice,
    /// The computer's level (default medium).
    pub level: Option<Level>,
    /// The creator's name (a guest's; an account plays under its own).
    pub name: Option<String>,
    /// The time control: only between friends.
    pub clock: Option<TimeControl>,
}

impl GameSpec {
    /// A game of `variant` against `mode`, with every other choice left
    /// to its default.
    pub fn new(variant: Variant, mode: Mode) -> GameSpec {
        GameSpec {
            variant,
            mode,
            side: SideChoice::Defenders,
            level: None,
            name: None,
            clock: None,
        }
    }
}

/// The side a choice gives: `random` is a coin toss.
pub fn side_of(choice: SideChoice) -> Side {
    match choice {
        SideChoice::Attackers => Side::Attackers,
        SideChoice::Defenders => Side::Defenders,
        SideChoice::Random => {
            if rand::random::<bool>() {
                Side::Attackers
            } else {
                Side::Defenders
            }
        }
    }
}

impl Hub {
    /// Creates a game for a guest.
    pub async fn create(self: &Arc<Self>, spec: GameSpec) -> Result<SeatTaken, ApiError> {
        self.create_as(spec, None).await
    }

    /// Creates a game; the creator's seat is `account`'s, under its name,
    /// when one is logged in.
    pub async fn create_as(
        self: &Arc<Self>,
        req: GameSpec,
        account: Option<&AccountRow>,
    ) -> Result<SeatTaken, ApiError> {
        let variant = req.variant;
        let mode = req.mode;
        let side = side_of(req.side);
        let level = (mode == Mode::Computer).then(|| req.level.unwrap_or(Level::Medium));
        let clock = match req.clock {
            None => None,
            Some(_) if mode != Mode::Friend => {
                return Err(ApiError::bad_request(t("error-clock-friends-only")));
            }
            Some(control) => Some(Clock::new(control)),
        };
        let name = match account {
            Some(account) => account.name.clone(),
            None => clean_name(req.name.as_deref().unwrap_or(""))?,
        };
        let account_id = account.map(|a| a.id.clone());
        let secret = secret::new_secret();
        let hash = secret::hash(&secret);
        let invite = (mode == Mode::Friend).then(secret::new_secret);
        let now = now_ms();
        let computer_name = level.map(|l| format!("tablut, {}", l.name()));
        let ((attackers_name, attackers_hash), (defenders_name, defenders_hash)) = match mode {
            Mode::Local => ((name.clone(), Some(hash.clone())), (name, Some(hash))),
            Mode::Computer | Mode::Friend => {
                let mine = (name, Some(hash));
                let other = (computer_name.unwrap_or_default(), None);
                if side == Side::Attackers {
                    (mine, other)
                } else {
                    (other, mine)
                }
            }
        };
        let row = GameRow {
            level,
            computer_side: (mode == Mode::Computer).then(|| side.opponent()),
            attackers_name,
            defenders_name,
            attackers_hash,
            defenders_hash,
            invite_hash: invite.as_deref().map(secret::hash),
            attackers_account: (mode == Mode::Local || side == Side::Attackers)
                .then(|| account_id.clone())
                .flatten(),
            defenders_account: (mode == Mode::Local || side == Side::Defenders)
                .then(|| account_id.clone())
                .flatten(),
            clock,
            ..GameRow::fresh(
                variant,
                mode,
                if mode == Mode::Friend {
                    Status::Waiting
                } else {
                    Status::Active
                },
                now,
            )
        };
        // The computer's first move, if it has one, is claimed by the
        // first server to load the game.
        self.store.insert_game(&row, Claim::Clear).await?;
        let live = self.get(&row.id).await?;
        let data = live.data.lock().await;
        Ok(SeatTaken {
            id: row.id.clone(),
            seat: if mode == Mode::Local {
                Seat::Both
            } else {
                Seat::Side(side)
            },
            secret,
            invite,
            state: live.state(&data),
        })
    }

    /// A friend claims the free seat with the invitation token.
    pub async fn join(
        self: &Arc<Self>,
        id: &str,
        invite: &str,
        name: Option<&str>,
    ) -> Result<SeatTaken, ApiError> {
        self.join_as(id, invite, name, None).await
    }

    /// A friend claims the free seat with the invitation token; the seat
    /// is `account`'s, under its name, when one is logged in.
    pub async fn join_as(
        self: &Arc<Self>,
        id: &str,
        invite: &str,
        name: Option<&str>,
        account: Option<&AccountRow>,
    ) -> Result<SeatTaken, ApiError> {
        let name = match account {
            Some(account) => account.name.clone(),
            None => clean_name(name.unwrap_or(""))?,
        };
        let live = self.get(id).await?;
        let mut data = live.data.lock().await;
        if data.evicted {
            drop(data);
            return Box::pin(self.join_as(id, invite, Some(&name), account)).await;
        }
        let account_id = account.map(|a| a.id.as_str());
        for _ in 0..CONFLICT_RETRIES {
            match self.join_locked(&mut data, invite, &name, account_id).await {
                Err(Fail::Conflict) => self.reload(&live, &mut data).await?,
                Err(Fail::Api(e)) => return Err(e),
                Ok((side, secret)) => {
                    self.broadcast(&live, &data);
                    return Ok(SeatTaken {
                        id: id.to_string(),
                        seat: Seat::Side(side),
                        secret,
                        invite: None,
                        state: live.state(&data),
                    });
                }
            }
        }
        Err(busy())
    }

    async fn join_locked(
        &self,
        data: &mut Data,
        invite: &str,
        name: &str,
        account: Option<&str>,
    ) -> Result<(Side, String), Fail> {
        let Some(expected) = data.row.invite_hash.clone() else {
            return Err(ApiError::not_allowed(t("error-invitation-used")).into());
        };
        if secret::hash(invite) != expected {
            return Err(ApiError::unauthorized(t("error-invitation-invalid")).into());
        }
        let secret = secret::new_secret();
        let before = data.row.clone();
        let side = if data.row.attackers_hash.is_none() {
            data.row.attackers_hash = Some(secret::hash(&secret));
            data.row.attackers_name = name.to_string();
            data.row.attackers_account = account.map(str::to_string);
            Side::Attackers
        } else {
            data.row.defenders_hash = Some(secret::hash(&secret));
            data.row.defenders_name = name.to_string();
            data.row.defenders_account = account.map(str::to_string);
            Side::Defenders
        };
        data.row.invite_hash = None;
        data.row.status = Status::Active;
        data.row.updated_at = now_ms();
        data.row.deadline = data.row.first_move_deadline(data.row.updated_at);
        data.generation += 1;
        if let Err(e) = self.persist(data, &Change::Row(Claiming::Keep)).await {
            data.row = before;
            return Err(e.into());
        }
        Ok((side, secret))
    }

    /// Makes the seat(s) that `secret` holds in game `id` the account's,
    /// under its name, where no account holds them yet: a guest who
    /// registers keeps the games of their browser. False when the secret
    /// holds no seat there (or the game does not exist) or every seat it
    /// holds has an account already.
    pub async fn adopt(
        self: &Arc<Self>,
        id: &str,
        secret: &str,
        account: &AccountRow,
    ) -> Result<bool, ApiError> {
        let live = match self.get(id).await {
            Ok(live) => live,
            Err(e) if e.error == crate::wire::ErrorCode::NotFound => return Ok(false),
            Err(e) => return Err(e),
        };
        let hash = secret::hash(secret);
        let mut data = live.data.lock().await;
        if data.evicted {
            drop(data);
            return Box::pin(self.adopt(id, secret, account)).await;
        }
        let adopted = self
            .change(&live, &mut data, |data| {
                let Some(seat) = data.seat_of(&hash) else {
                    return Ok(false);
                };
                let row = &mut data.row;
                let mut changed = false;
                for side in [Side::Attackers, Side::Defenders] {
                    if !seat.covers(side) {
                        continue;
                    }
                    let (slot, name) = match side {
                        Side::Attackers => (&mut row.attackers_account, &mut row.attackers_name),
                        Side::Defenders => (&mut row.defenders_account, &mut row.defenders_name),
                    };
                    if slot.is_none() {
                        *slot = Some(account.id.clone());
                        *name = account.name.clone();
                        changed = true;
                    }
                }
                Ok(changed)
            })
            .await?;
        if adopted {
            self.broadcast(&live, &data);
        }
        Ok(adopted)
    }

    /// The seat account `account` holds in game `id` (a logged-in player
    /// plays their account's games from any browser).
    pub async fn authenticate_account(
        self: &Arc<Self>,
        id: &str,
        account: &str,
    ) -> Result<(Arc<Live>, Seat), ApiError> {
        let live = self.get(id).await?;
        let seat = {
            let data = live.data.lock().await;
            let a = data.row.attackers_account.as_deref() == Some(account);
            let d = data.row.defenders_account.as_deref() == Some(account);
            match (a, d) {
                (true, true) => Some(Seat::Both),
                (true, false) => Some(Seat::Side(Side::Attackers)),
                (false, true) => Some(Seat::Side(Side::Defenders)),
                (false, false) => None,
            }
        };
        match seat {
            Some(seat) => Ok((live, seat)),
            None => Err(ApiError::unauthorized(t("error-account-no-seat"))),
        }
    }

    /// The seat `secret` holds in game `id`.
    pub async fn authenticate(
        self: &Arc<Self>,
        id: &str,
        secret: &str,
    ) -> Result<(Arc<Live>, Seat), ApiError> {
        let live = self.get(id).await?;
        let hash = secret::hash(secret);
        let seat = live.data.lock().await.seat_of(&hash);
        match seat {
            Some(seat) => Ok((live, seat)),
            None => Err(ApiError::unauthorized(t("error-secret-no-seat"))),
        }
    }
}
