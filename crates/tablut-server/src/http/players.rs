//! Players as others see them: profiles (ratings with their history,
//! results as attackers and as defenders, latest games), leaderboards per
//! rating pool, and the rating changes of a game.

use axum::extract::{Path, State};
use axum::Json;

use crate::accounts::name_key;
use crate::error::ApiError;
use crate::http::{archive_entry, App};
use crate::ratings::{pool, Rating, PROVISIONAL_DEVIATION};
use crate::store::ArchiveFilter;
use crate::text::clip;
use crate::wire::{
    GameRatingView, GameResult, LeaderView, PlayerView, RatingPoint, RatingView, Record,
};

/// Games a profile lists.
const PROFILE_GAMES: i64 = 20;
/// Players a leaderboard lists.
const LEADERS: i64 = 50;

fn rating_view(pool: &str, rating: Rating, games: i64) -> RatingView {
    RatingView {
        pool: pool.to_string(),
        rating: rating.rating.round() as i64,
        deviation: rating.deviation.round() as i64,
        provisional: rating.provisional(),
        games,
    }
}

/// `GET /api/players/{name}`.
pub async fn player(
    State(app): State<App>,
    Path(name): Path<String>,
) -> Result<Json<PlayerView>, ApiError> {
    let store = app.hub.store();
    let account = store
        .account_by_key(&name_key(&clip(&name, 40)))
        .await?
        .filter(|a| a.deleted_at.is_none())
        .ok_or_else(|| ApiError::not_found_named("player", &name))?;
    let ratings = store
        .ratings(&account.id)
        .await?
        .into_iter()
        .map(|r| {
            let rating = Rating {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            };
            rating_view(&r.pool, rating, r.games)
        })
        .collect();
    let history = store
        .rating_history(&account.id)
        .await?
        .into_iter()
        .map(|c| RatingPoint {
            pool: c.pool,
            game: c.game_id,
            at: c.at,
            before: c.rating_before,
            after: c.rating_after,
        })
        .collect();
    let (mut as_attackers, mut as_defenders) = (Record::default(), Record::default());
    for (side, result, count) in store.results_of(&account.id).await? {
        let attackers = side == "attackers";
        let record = if attackers {
            &mut as_attackers
        } else {
            &mut as_defenders
        };
        match result.parse::<GameResult>() {
            Ok(GameResult::AttackersWin) if attackers => record.wins += count,
            Ok(GameResult::DefendersWin) if !attackers => record.wins += count,
            Ok(GameResult::AttackersWin | GameResult::DefendersWin) => record.losses += count,
            Ok(GameResult::Draw) => record.draws += count,
            _ => {}
        }
    }
    let filter = ArchiveFilter {
        account: Some(account.id.clone()),
        ..ArchiveFilter::default()
    };
    let games = store
        .finished(i64::MAX, "", PROFILE_GAMES, &filter)
        .await?
        .into_iter()
        .map(archive_entry)
        .collect();
    let bot_owner = match &account.bot_owner {
        Some(owner) => store.account_name(owner).await?,
        None => None,
    };
    Ok(Json(PlayerView {
        bot_owner,
        name: account.name,
        created_at: account.created_at,
        ratings,
        history,
        as_attackers,
        as_defenders,
        games,
    }))
}

/// `GET /api/leaderboard/{pool}`: the best established players.
pub async fn leaderboard(
    State(app): State<App>,
    Path(name): Path<String>,
) -> Result<Json<Vec<LeaderView>>, ApiError> {
    let pool = crate::ratings::pool_named(&name)
        .ok_or_else(|| ApiError::not_found_named("rating-pool", &name))?;
    let leaders = app
        .hub
        .store()
        .leaderboard(pool, PROVISIONAL_DEVIATION, LEADERS)
        .await?;
    Ok(Json(
        leaders
            .into_iter()
            .enumerate()
            .map(|(i, l)| LeaderView {
                rank: i + 1,
                name: l.name,
                rating: l.rating.round() as i64,
                deviation: l.deviation.round() as i64,
                games: l.games,
            })
            .collect(),
    ))
}

/// `GET /api/games/{id}/ratings`: each account's rating before the game
/// and, once it was rated, after it. Empty for a game between guests or
/// under changed rules.
pub async fn game_ratings(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<Vec<GameRatingView>>, ApiError> {
    let live = app.hub.get(&id).await?;
    let row = live.data.lock().await.row.clone();
    let store = app.hub.store();
    let changes = store.game_rating_changes(&id).await?;
    let Some(pool) = pool(&row.variant) else {
        return Ok(Json(Vec::new()));
    };
    let mut views = Vec::new();
    for (side, account, name) in [
        (
            tablut_core::Side::Attackers,
            &row.attackers_account,
            &row.attackers_name,
        ),
        (
            tablut_core::Side::Defenders,
            &row.defenders_account,
            &row.defenders_name,
        ),
    ] {
        let Some(account) = account else { continue };
        let view = match changes.iter().find(|c| &c.account_id == account) {
            Some(change) => GameRatingView {
                side,
                name: name.clone(),
                before: change.rating_before.round() as i64,
                after: Some(change.rating_after.round() as i64),
                provisional: change.deviation > PROVISIONAL_DEVIATION,
            },
            None => {
                let now = store.rating(account, pool).await?;
                GameRatingView {
                    side,
                    name: name.clone(),
                    before: now.rating.round() as i64,
                    after: None,
                    provisional: now.provisional(),
                }
            }
        };
        views.push(view);
    }
    Ok(Json(views))
}
