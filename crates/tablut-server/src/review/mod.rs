//! Reviews of finished games in the browser (docs/web-api.md, "Game
//! review"): `tablut analyze --game`'s review (the engine's), made on the
//! server once per game and kept. A review is claimed in the database, so
//! of several servers one makes it (and another takes over if that one
//! dies); each server makes one review at a time, and an address has at
//! most [`PER_ADDRESS`] reviews waiting or running, so reviews stay
//! bounded and one user cannot hold the queue.

pub mod analysis;
mod store;
pub use store::ReviewRow;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tablut_core::{Game, Side};
use tablut_engine::review::{review, summary, Class, PlyReview, WinModel};
use tablut_engine::{Engine, EngineConfig, Limits};
use tokio::sync::Semaphore;

use crate::error::ApiError;
use crate::games::hub::Hub;
use crate::text::{framed, t, tr, Args};
use crate::time::now_ms;
use crate::wire::{ReviewPly, ReviewSummary, ReviewView};

/// Time the engine spends on each position of a game.
pub const PER_POSITION: Duration = Duration::from_millis(200);
/// Reviews one address may have waiting or running at once.
pub const PER_ADDRESS: usize = 2;
/// How long a review's claim lasts without renewal.
const CLAIM_MS: i64 = 15_000;

/// The reviews this server makes.
#[derive(Debug)]
pub struct Reviewer {
    /// The games reviewed.
    hub: Arc<Hub>,
    /// One review at a time: the engine's search is the CPU's.
    running: Semaphore,
    /// Reviews waiting or running here, per address.
    per_address: Mutex<HashMap<IpAddr, usize>>,
}

impl Reviewer {
    /// The reviewer of `hub`'s games.
    pub fn new(hub: Arc<Hub>) -> Arc<Reviewer> {
        Arc::new(Reviewer {
            hub,
            running: Semaphore::new(1),
            per_address: Mutex::new(HashMap::new()),
        })
    }
}

fn class_name(class: Class) -> String {
    class.name().to_string()
}

fn ply_view(r: &PlyReview) -> ReviewPly {
    ReviewPly {
        ply: r.ply,
        mv: r.mv.to_string(),
        side: r.side,
        best: r.best.to_string(),
        score_before: r.score_before.to_string(),
        score_after: r.score_after.to_string(),
        // Said in each reader's language when the review is read.
        score_before_text: String::new(),
        score_after_text: String::new(),
        chance_before: r.chance_before,
        chance_after: r.chance_after,
        attackers_chance: r.attackers_chance(),
        class: class_name(r.class),
        line: r.line.iter().map(ToString::to_string).collect(),
    }
}

fn summary_view(reviews: &[PlyReview], side: Side) -> ReviewSummary {
    let s = summary(reviews, side);
    ReviewSummary {
        moves: s.moves,
        best: s.counts[0],
        good: s.counts[1],
        inaccuracies: s.counts[2],
        mistakes: s.counts[3],
        blunders: s.counts[4],
        average_loss: s.average_loss,
    }
}

fn view(row: &ReviewRow) -> ReviewView {
    let result: Option<ReviewView> = row
        .result
        .as_deref()
        .and_then(|text| serde_json::from_str(text).ok());
    match result {
        // Stored once for every reader; the scores are said in each
        // request's language.
        Some(mut done) => {
            let lang = crate::language::current();
            for p in &mut done.plies {
                p.score_before_text = tablut_i18n::game_text::engine_score(lang, &p.score_before);
                p.score_after_text = tablut_i18n::game_text::engine_score(lang, &p.score_after);
            }
            done
        }
        None => ReviewView {
            status: row.status.clone(),
            done: row.done,
            total: row.total,
            plies: Vec::new(),
            attackers: None,
            defenders: None,
        },
    }
}

impl Reviewer {
    /// The review of game `id`, its progress, or status `none` when none
    /// was asked for (`GET /api/games/{id}/review`); an unknown game is
    /// not found.
    pub async fn get(self: &Arc<Self>, id: &str) -> Result<ReviewView, ApiError> {
        self.hub.get(id).await?;
        // Not asked for yet is a state of the game's review, not a missing
        // page: the review page asks on every visit.
        let Some(row) = self.hub.store().review(id).await? else {
            return Ok(ReviewView {
                status: "none".into(),
                done: 0,
                total: 0,
                plies: Vec::new(),
                attackers: None,
                defenders: None,
            });
        };
        // A review whose server died is taken up again by whoever asks.
        if row.status != "done" && row.claim_until.is_some_and(|t| t < now_ms()) {
            self.start(id, row.requested_by.parse().ok()).await?;
        }
        Ok(view(&row))
    }

    /// Asks for the review of finished game `id` for the address `ip`
    /// (`POST /api/games/{id}/review`); answers its state (the review
    /// itself, if it was made before).
    pub async fn ask(self: &Arc<Self>, id: &str, ip: IpAddr) -> Result<ReviewView, ApiError> {
        let live = self.hub.get(id).await?;
        let (over, plies) = {
            let data = live.data.lock().await;
            (data.is_over(), data.game.len())
        };
        if !over {
            return Err(ApiError::not_allowed(t("error-review-not-over")));
        }
        if plies == 0 {
            return Err(ApiError::not_allowed(t("error-review-no-moves")));
        }
        let store = self.hub.store();
        if let Some(row) = store.review(id).await? {
            if row.status != "done" && row.claim_until.is_some_and(|t| t < now_ms()) {
                self.start(id, Some(ip)).await?;
            }
            return Ok(view(&row));
        }
        {
            let mut per = self.per_address.lock().expect("reviews lock");
            let mine = per.entry(ip).or_insert(0);
            if *mine >= PER_ADDRESS {
                return Err(ApiError::rate_limited(tr(
                    "error-too-many-reviews",
                    &Args::new().num("max", PER_ADDRESS as f64),
                )));
            }
            *mine += 1;
        }
        let inserted = store
            .insert_review(id, plies as i64 + 1, &ip.to_string(), now_ms() + CLAIM_MS)
            .await;
        match inserted {
            Ok(true) => self.run(id, ip),
            Ok(false) => self.release(ip),
            Err(e) => {
                self.release(ip);
                return Err(e.into());
            }
        }
        let row = store
            .review(id)
            .await?
            .ok_or_else(|| ApiError::server_error(t("error-review-not-stored")))?;
        Ok(view(&row))
    }

    fn release(&self, ip: IpAddr) {
        let mut per = self.per_address.lock().expect("reviews lock");
        if let Some(n) = per.get_mut(&ip) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                per.remove(&ip);
            }
        }
    }

    /// Takes over a review whose claim ran out, if this server wins the claim.
    async fn start(self: &Arc<Self>, id: &str, ip: Option<IpAddr>) -> Result<(), ApiError> {
        if self
            .hub
            .store()
            .take_review(id, now_ms(), now_ms() + CLAIM_MS)
            .await?
        {
            let ip = ip.unwrap_or(IpAddr::from([0, 0, 0, 0]));
            self.per_address
                .lock()
                .expect("reviews lock")
                .entry(ip)
                .and_modify(|n| *n += 1)
                .or_insert(1);
            self.run(id, ip);
        }
        Ok(())
    }

    /// Makes the review of game `id` on a task of its own: waits for this
    /// server's turn, searches every position on a blocking thread, keeps the
    /// claim and the progress in the database, and stores the result.
    fn run(self: &Arc<Self>, id: &str, ip: IpAddr) {
        let (reviewer, id) = (self.clone(), id.to_string());
        tokio::spawn(async move {
            let outcome = make(&reviewer.hub, &reviewer, &id).await;
            if let Err(e) = outcome {
                tracing::error!("review of {id}: {}", e.message);
                let _ = reviewer.hub.store().fail_review(&id).await;
            }
            reviewer.release(ip);
        });
    }
}

async fn make(hub: &Arc<Hub>, reviewer: &Reviewer, id: &str) -> Result<(), ApiError> {
    let _turn = reviewer
        .running
        .acquire()
        .await
        .map_err(|_| ApiError::server_error(t("error-reviewer-stopped")))?;
    let live = hub.get(id).await?;
    let game: Game = live.data.lock().await.game.clone();
    let store = hub.store().clone();
    store
        .progress_review(id, 0, now_ms() + CLAIM_MS, "running")
        .await?;
    let (progress_tx, mut progress_rx) = tokio::sync::mpsc::unbounded_channel::<usize>();
    let worker = tokio::task::spawn_blocking(move || {
        let mut engine = Engine::new(EngineConfig {
            threads: 1,
            hash_mb: 32,
            weights: None,
            eval: Default::default(),
        });
        let model = WinModel::for_rules(game.rules());
        review(
            &game,
            &mut engine,
            &Limits::movetime(PER_POSITION),
            &model,
            |done, _| {
                let _ = progress_tx.send(done);
            },
        )
    });
    // Progress and the claim, at most once a second.
    let mut last = tokio::time::Instant::now();
    while let Some(done) = progress_rx.recv().await {
        if last.elapsed() >= Duration::from_secs(1) {
            last = tokio::time::Instant::now();
            store
                .progress_review(id, done as i64, now_ms() + CLAIM_MS, "running")
                .await?;
        }
    }
    let reviews = worker
        .await
        .map_err(|e| ApiError::server_error(framed("error-review-failed", e)))?;
    let done = ReviewView {
        status: "done".to_string(),
        done: reviews.len() as i64 + 1,
        total: reviews.len() as i64 + 1,
        plies: reviews.iter().map(ply_view).collect(),
        attackers: Some(summary_view(&reviews, Side::Attackers)),
        defenders: Some(summary_view(&reviews, Side::Defenders)),
    };
    let text = serde_json::to_string(&done)
        .map_err(|e| ApiError::server_error(framed("error-review-failed", e)))?;
    store.finish_review(id, done.total, &text).await?;
    Ok(())
}
