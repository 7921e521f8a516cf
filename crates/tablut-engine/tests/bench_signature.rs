//! The bench signature: the node total of `tablut bench` (one thread, the
//! default depth). Any change to the search, the evaluation, move ordering
//! or the table changes it; this test makes that change visible and
//! deliberate, as engines do. When a change is meant, put the new total
//! here and in the README (with the bench figures), and say in the commit
//! message how it changed and why.

use tablut_engine::bench::{run, DEFAULT_DEPTH};

/// `tablut bench`'s total nodes at the default depth.
const SIGNATURE: u64 = 12_588_979;

#[test]
fn bench_signature_is_unchanged() {
    let lines = run(DEFAULT_DEPTH, 1, |_| {});
    let total: u64 = lines.iter().map(|l| l.nodes).sum();
    for l in &lines {
        eprintln!("{:>10}  {}", l.nodes, l.position.preset.name());
    }
    assert_eq!(
        total, SIGNATURE,
        "the bench signature changed: if the search was meant to change, \
         write the new total into SIGNATURE and the README"
    );
}
