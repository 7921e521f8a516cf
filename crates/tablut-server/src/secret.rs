//! Game ids, seat secrets and invitation tokens: random, and stored only as
//! hashes so a copy of the database does not hand out seats.

use rand::RngCore;
use sha2::{Digest, Sha256};

/// A new public game id: 16 hex digits (64 random bits; ids are not
/// secret, they only need not collide).
pub fn new_game_id() -> String {
    random_hex(8)
}

/// A new seat secret or invitation token: 32 hex digits, 128 random bits
/// from the operating system's generator.
pub fn new_secret() -> String {
    random_hex(16)
}

/// The stored form of a secret.
pub fn hash(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

/// Whether `s` has the shape of a game id (so a hostile id never reaches
/// the database).
pub fn is_game_id(s: &str) -> bool {
    s.len() == 16
        && s.bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
}

fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    rand::rngs::OsRng.fill_bytes(&mut buf);
    hex::encode(buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_have_128_bits_and_differ() {
        let a = new_secret();
        let b = new_secret();
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert!(is_game_id(&new_game_id()));
        assert!(!is_game_id("../../etc/passwd"));
        assert_eq!(hash("x"), hash("x"));
        assert_ne!(hash(&a), hash(&b));
    }
}
