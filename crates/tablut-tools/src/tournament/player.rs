//! A tournament's player: a name and the shell command that starts its
//! client for one game, with the placeholders the tournament fills in.

use std::fmt;
use std::str::FromStr;

use tablut_core::Side;
use tablut_protocol::bologna::colour;

use super::TournamentError;

/// The placeholders a command may hold, and what each becomes.
pub const PLACEHOLDERS: [(&str, &str); 5] = [
    ("{role}", "WHITE or BLACK, the side the client plays"),
    ("{timeout}", "the time per move in whole seconds"),
    ("{host}", "the referee's address, 127.0.0.1"),
    (
        "{port}",
        "the port of the client's side (5800 White, 5801 Black, or the game's own)",
    ),
    ("{name}", "the player's name in the tournament"),
];

/// The longest player name: it goes into file names and tables.
pub const MAX_NAME_LEN: usize = 24;

/// A player: `NAME=COMMAND` on the command line.
///
/// ```
/// use tablut_core::Side;
/// use tablut_tools::tournament::Entrant;
///
/// let p: Entrant = "alice=java -jar alice.jar {role} {timeout} {host}".parse().unwrap();
/// assert_eq!(p.name, "alice");
/// assert!(!p.takes_port());
/// assert_eq!(
///     p.command_for(Side::Attackers, 60, 5801),
///     "java -jar alice.jar BLACK 60 127.0.0.1"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// The name in the tables, records and file names: letters, digits,
    /// `_`, `-` and `.`, at most [`MAX_NAME_LEN`] characters.
    pub name: String,
    /// The command template, run by the shell (`sh -c`) once per game.
    pub command: String,
}

/// The address the referee listens on and clients connect to.
pub const HOST: &str = "127.0.0.1";

impl Entrant {
    /// A player named `name` started by `command`, both checked.
    pub fn new(name: &str, command: &str) -> Result<Entrant, TournamentError> {
        check_name(name)?;
        let command = command.trim();
        if command.is_empty() {
            return Err(TournamentError::Player(format!(
                "player '{name}' has an empty command; write NAME=COMMAND, \
                 like {name}=\"java -jar {name}.jar {{role}} {{timeout}} {{host}}\""
            )));
        }
        Ok(Entrant {
            name: name.to_string(),
            command: command.to_string(),
        })
    }

    /// Whether the command says which port to connect to (`{port}`):
    /// without it the client can only connect to the standard ports.
    pub fn takes_port(&self) -> bool {
        self.command.contains("{port}")
    }

    /// The command for one game: the client plays `side`, with `timeout`
    /// seconds per move, on `port`. Text in braces that is not one of the
    /// [`PLACEHOLDERS`] stays as it is (shell `${VAR}`, awk programs).
    pub fn command_for(&self, side: Side, timeout: u64, port: u16) -> String {
        self.command
            .replace("{role}", colour(side))
            .replace("{timeout}", &timeout.to_string())
            .replace("{host}", HOST)
            .replace("{port}", &port.to_string())
            .replace("{name}", &self.name)
    }

    /// The program the command starts, when it is a plain word the shell
    /// looks up (not a variable assignment, quote or other syntax).
    pub fn program(&self) -> Option<&str> {
        let first = self.command.split_whitespace().next()?;
        let plain = first
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_./+-".contains(c));
        plain.then_some(first)
    }
}

fn check_name(name: &str) -> Result<(), TournamentError> {
    let ok_chars = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "_-.".contains(c));
    if name.is_empty() || name.len() > MAX_NAME_LEN || !ok_chars || name.starts_with(['.', '-']) {
        return Err(TournamentError::Player(format!(
            "'{name}' is not a player name: use 1 to {MAX_NAME_LEN} letters, digits, \
             '_', '-' or '.' (not first), since it names files"
        )));
    }
    Ok(())
}

impl FromStr for Entrant {
    type Err = TournamentError;

    /// Parses `NAME=COMMAND`.
    fn from_str(s: &str) -> Result<Entrant, TournamentError> {
        let Some((name, command)) = s.split_once('=') else {
            return Err(TournamentError::Player(format!(
                "'{s}' is not NAME=COMMAND; write for example \
                 alice=\"java -jar alice.jar {{role}} {{timeout}} {{host}}\""
            )));
        };
        Entrant::new(name.trim(), command)
    }
}

impl fmt::Display for Entrant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.name, self.command)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_and_others_kept() {
        let p: Entrant = "t=tablut challenge-client {role} {timeout} {host} --port {port} \
                          --name {name} ${HOME} '{print}'"
            .parse()
            .unwrap();
        assert!(p.takes_port());
        assert_eq!(
            p.command_for(Side::Defenders, 7, 40001),
            "tablut challenge-client WHITE 7 127.0.0.1 --port 40001 --name t ${HOME} '{print}'"
        );
        assert_eq!(p.program(), Some("tablut"));
        let q: Entrant = "q=JAVA_OPTS=1 java".parse().unwrap();
        assert_eq!(q.program(), None);
    }

    #[test]
    fn bad_players_say_why() {
        for (text, says) in [
            ("nocommand", "is not NAME=COMMAND"),
            ("a=", "has an empty command"),
            ("=x", "is not a player name"),
            ("a b=x", "is not a player name"),
            ("-a=x", "is not a player name"),
            ("a/b=x", "is not a player name"),
        ] {
            let e = text.parse::<Entrant>().unwrap_err().to_string();
            assert!(e.contains(says), "{text}: {e}");
        }
        // The first '=' ends the name; the command may hold more.
        let p: Entrant = "a=env X=1 sh -c true".parse().unwrap();
        assert_eq!(p.command, "env X=1 sh -c true");
    }
}
