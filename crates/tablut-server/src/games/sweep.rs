//! The clock sweep: overdue games whose time has run out without a
//! server's timer ending them (a server that died, a game not in memory),
//! and claims other servers let expire.

use std::sync::Arc;

use crate::error::ApiError;
use crate::games::hub::Hub;
use crate::time::now_ms;

/// How many overdue games the clock sweep reads from the database at a
/// time.
const SWEEP_PAGE: usize = 100;

impl Hub {
    /// Ends on time every game whose clock ran out at least `grace_ms`
    /// ago and that nobody has ended yet: games not in memory (after a
    /// restart the time that passed while the server was down counts),
    /// and games whose server died. Each is ended over the version it was
    /// read at, so of several servers exactly one declares it. How many
    /// games this call ended (a timer may end some of them first).
    ///
    /// A game that cannot be loaded or ended (a damaged record, a failing
    /// write) is reported and set aside, to be tried again after a wait
    /// that doubles each time (see `set_aside.rs`); the sweep pages past it,
    /// so it never holds back the deadlines after it.
    pub async fn flag_overdue(self: &Arc<Self>, grace_ms: i64) -> usize {
        let now = now_ms();
        let mut after: Option<(i64, String)> = None;
        let mut ended = 0;
        loop {
            let page = match self
                .store
                .overdue(
                    now - grace_ms,
                    after.as_ref().map(|(d, id)| (*d, id.as_str())),
                    SWEEP_PAGE as i64,
                )
                .await
            {
                Ok(page) => page,
                Err(e) => {
                    tracing::error!("clocks: {e}");
                    return ended;
                }
            };
            let last = page.len() < SWEEP_PAGE;
            for (deadline, id) in page {
                after = Some((deadline, id.clone()));
                if self
                    .set_aside
                    .lock()
                    .expect("set-aside lock")
                    .waiting(&id, now)
                {
                    continue;
                }
                match self.flag_stored(&id).await {
                    Ok(flagged) => {
                        ended += usize::from(flagged);
                        self.set_aside.lock().expect("set-aside lock").clear(&id);
                    }
                    Err(e) => {
                        let wait = self.set_aside.lock().expect("set-aside lock").add(&id, now);
                        tracing::error!(
                            "game {id}: its clock ran out but the game cannot be ended: {}; \
                             set aside, tried again in {} s",
                            e.message,
                            wait / 1000
                        );
                    }
                }
            }
            if last {
                break;
            }
        }
        ended
    }

    /// Ends game `id` on time if its clock ran out (see
    /// [`Hub::flag_overdue`]).
    async fn flag_stored(self: &Arc<Self>, id: &str) -> Result<bool, ApiError> {
        let live = self.get(id).await?;
        let mut data = live.data.lock().await;
        self.flag_if_due(&live, &mut data).await
    }

    /// Overdue games the clock sweep could not end, waiting to be tried
    /// again.
    pub fn set_aside(&self) -> usize {
        self.set_aside.lock().expect("set-aside lock").len()
    }

    /// Takes over the pending work of games whose claim ran out (their
    /// server died): each is loaded, and its computer's reply claimed and
    /// searched here, unless another server claims it first.
    pub async fn take_over_expired(self: &Arc<Self>) {
        let ids = match self.store.expired_claims(100).await {
            Ok(ids) => ids,
            Err(e) => {
                tracing::error!("claims: {e}");
                return;
            }
        };
        for id in ids {
            let live = match self.get(&id).await {
                Ok(live) => live,
                Err(e) => {
                    tracing::error!("game {id}: {}", e.message);
                    continue;
                }
            };
            let mut data = live.data.lock().await;
            self.after_change(&live, &mut data);
        }
    }
}
