//! A message chosen but not yet said: its key and arguments, which may be
//! messages themselves (`end-escape` with `outcome` = `outcome-win`). The
//! server decides what to say once and sends it as data; each reader
//! formats it in their own language ([`Lang::message`](crate::Lang::message)
//! here, `message()` of the pages' `i18n.js`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{Args, Lang};

/// A message key with its arguments.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Message {
    /// The catalog key.
    pub key: String,
    /// The arguments by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
}

/// One argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    /// A number (chooses plural forms).
    Num(f64),
    /// A text, said as it is.
    Str(String),
    /// Another message, said in the same language first.
    Message(Message),
}

impl Message {
    /// The message `key` without arguments.
    pub fn new(key: impl Into<String>) -> Message {
        Message {
            key: key.into(),
            args: BTreeMap::new(),
        }
    }

    /// With a text argument.
    pub fn str(mut self, name: &str, value: impl Into<String>) -> Message {
        self.args.insert(name.to_string(), Arg::Str(value.into()));
        self
    }

    /// With a number argument.
    pub fn num(mut self, name: &str, value: impl Into<f64>) -> Message {
        self.args.insert(name.to_string(), Arg::Num(value.into()));
        self
    }

    /// With a message argument.
    pub fn msg(mut self, name: &str, value: Message) -> Message {
        self.args.insert(name.to_string(), Arg::Message(value));
        self
    }
}

impl Lang {
    /// `message` said in this language.
    pub fn message(self, message: &Message) -> String {
        let said: Vec<(&str, Result<String, f64>)> = message
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Num(n) => Err(*n),
                    Arg::Str(s) => Ok(s.clone()),
                    Arg::Message(m) => Ok(self.message(m)),
                };
                (name.as_str(), value)
            })
            .collect();
        let mut args = Args::new();
        for (name, value) in &said {
            args = match value {
                Ok(text) => args.str(name, text.clone()),
                Err(n) => args.num(name, *n),
            };
        }
        self.tr(&message.key, &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_messages_in_json_and_in_words() {
        let m = Message::new("end-escape").str("square", "c9").msg(
            "outcome",
            Message::new("outcome-win").str("side", "defenders"),
        );
        let json = serde_json::to_value(&m).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"key": "end-escape", "args": {
                "square": "c9",
                "outcome": {"key": "outcome-win", "args": {"side": "defenders"}}}})
        );
        let back: Message = serde_json::from_value(json).unwrap();
        assert_eq!(back, m);
        assert_eq!(
            Lang::english().message(&m),
            "The king escaped to c9: the defenders win."
        );
        let n = Message::new("win-in").num("moves", 2);
        assert_eq!(Lang::english().message(&n), "win in 2 moves");
    }
}
