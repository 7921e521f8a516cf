//! A rule set as the pages present it: the answers of `GET /api/rules`
//! and `GET /api/rules/{name}`, built by the server's rule book. They are
//! answers only; no client reads them back into Rust.

use serde::Serialize;

use crate::Squares;

/// One rule and its value.
#[derive(Clone, Debug, Serialize)]
pub struct RuleLine {
    /// The flag's name.
    pub name: &'static str,
    /// Its value here.
    pub value: String,
    /// What it means.
    pub meaning: String,
}

/// An example position with a move and what the rules make of it.
#[derive(Clone, Debug, Serialize)]
pub struct Example {
    /// Which example it is (`custodial`, `king-throne`, …), the same in
    /// every language.
    pub id: &'static str,
    /// A heading, in the asked language.
    pub title: String,
    /// What the example shows, with its result under these rules, in the
    /// asked language.
    pub text: String,
    /// The position before the move, rank 9 first.
    pub board: Vec<String>,
    /// Who moves.
    pub side_to_move: &'static str,
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// What it captured.
    pub captures: Vec<String>,
    /// The result after it.
    pub result: &'static str,
}

/// A rule set as the pages present it.
#[derive(Clone, Debug, Serialize)]
pub struct RuleSet {
    /// The name to choose it by (a preset or a variant string).
    pub name: String,
    /// The preset it is based on.
    pub preset: &'static str,
    /// A short summary.
    pub summary: String,
    /// Every rule.
    pub rules: Vec<RuleLine>,
    /// Special squares.
    pub squares: Squares,
    /// Start position, rank 9 first.
    pub start: Vec<String>,
    /// Who moves first.
    pub first: &'static str,
    /// Examples.
    pub examples: Vec<Example>,
}
