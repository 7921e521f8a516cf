//! Text formats: OpenTafl rules records and game records. Squares, moves
//! and positions have their notation on their own types
//! ([`Square`](crate::Square), [`Move`](crate::Move),
//! [`Setup`](crate::Setup)).

pub mod otn_rules;
pub mod record;

pub use otn_rules::{otn_exact, read_rules, write_rules, OtnRulesError, OPENTAFL_FOTEVIKEN};
pub use record::{read_record, write_record, write_record_with_end, Record, RecordError};
