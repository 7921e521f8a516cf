//! The language of the terminal: `--lang`, else the environment.

use anyhow::Result;
use tablut_i18n::Lang;

/// The language `--lang CODE` names, or the environment's
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`) without it.
pub fn chosen(flag: Option<&str>) -> Result<Lang> {
    match flag {
        Some(code) => Ok(code.parse()?),
        None => Ok(Lang::from_env()),
    }
}
