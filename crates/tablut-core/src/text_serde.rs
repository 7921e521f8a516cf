//! Serde for the types whose one written form is their text: a square
//! (`e5`), a move (`e3-h3`), a rule set (`cartier:throne_crossable=true`),
//! a time control (`3+2`). Each travels as the string its
//! [`Display`](std::fmt::Display) writes and its [`FromStr`](std::str::FromStr)
//! reads, so a JSON message, a database column and a command line all say
//! the same thing.

/// Serializes `$ty` as its text and deserializes it by parsing that text
/// (the parse error's message becomes serde's).
macro_rules! serde_as_text {
    ($ty:ty) => {
        #[cfg(feature = "serde")]
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
                s.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

pub(crate) use serde_as_text;

#[cfg(all(test, feature = "serde"))]
mod tests {
    use crate::{Move, Square, TimeControl, Variant};

    #[test]
    fn each_type_travels_as_its_text_and_a_bad_text_is_refused_with_the_parse_error() {
        let variant: Variant = "cartier:throne_crossable=true".parse().unwrap();
        let json = serde_json::to_string(&variant).unwrap();
        assert_eq!(json, "\"cartier:throne_crossable=true\"");
        assert_eq!(serde_json::from_str::<Variant>(&json).unwrap(), variant);

        let control: TimeControl = "3+2".parse().unwrap();
        assert_eq!(serde_json::to_string(&control).unwrap(), "\"3+2\"");
        assert_eq!(
            serde_json::from_str::<TimeControl>("\"3d\"")
                .unwrap()
                .to_string(),
            "3d"
        );

        let mv: Move = "e3-h3".parse().unwrap();
        assert_eq!(serde_json::to_string(&mv).unwrap(), "\"e3-h3\"");
        let sq: Square = "e5".parse().unwrap();
        assert_eq!(serde_json::from_str::<Square>("\"e5\"").unwrap(), sq);

        let err = serde_json::from_str::<TimeControl>("\"99+0\"").unwrap_err();
        assert!(err.to_string().contains("1 to 60 minutes"), "{err}");
        assert!(serde_json::from_str::<Variant>("\"nonsense\"").is_err());
    }
}
