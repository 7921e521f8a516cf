//! `tablut bot`: an engine plays on a `tablut serve` server from a bot
//! account, accepting the challenges sent to it and playing the games of
//! the tournaments it joins.

use std::time::Duration;

use anyhow::{Context, Result};
use clap::Args;
use tablut_bot::BotConfig;
use tablut_tools::matchup::PlayerSpec;

use crate::args;

/// Play on a tablut server as a bot: accept every challenge sent to the
/// bot account, play the games of the tournaments it joins, each game with
/// its clock
#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
    tablut bot --url http://127.0.0.1:8080 --token \"$TOKEN\"\n  \
    tablut bot --url http://127.0.0.1:8080 --token \"$TOKEN\" --engine tablut:depth=6,threads=2\n  \
    tablut bot --url http://127.0.0.1:8080 --token \"$TOKEN\" --engine \"ext:java -jar OpenTafl.jar --engine\"\n  \
    tablut bot --url http://127.0.0.1:8080 --token \"$TOKEN\" --tournament 0123456789abcdef\n\n\
    Make the bot on your account page (Account → Bots), or with\n  \
    POST /api/account/bots {\"name\": \"MyBot\"} while logged in;\n\
    its token is shown once. Challenge the bot from the lobby by its name.\n\
    With --tournament ID (repeatable; the id ends the tournament's address,\n\
    /tournaments/ID) the bot joins that tournament when it starts and plays\n\
    the games its rounds give it: it lists its games in play every 3 s and\n\
    plays each new one, once. A tournament it joined before is played on.\n\
    The bot thinks with the time its clock leaves; by correspondence it\n\
    thinks at most --max-think per move. Stop it with Ctrl-C: it takes its\n\
    games up again when started anew. The API is in docs/web-api.md (Bots).")]
pub struct BotArgs {
    /// The server, http://HOST:PORT
    #[arg(long, value_name = "URL")]
    url: String,

    /// The bot's token (bot_ and 32 hex digits), from its owner's account page
    #[arg(
        long,
        value_name = "TOKEN",
        env = "TABLUT_BOT_TOKEN",
        hide_env_values = true
    )]
    token: String,

    /// Who chooses the moves: tablut[:OPTION=VALUE,...] (depth, nodes, movetime,
    /// level, threads, hash, weights) or ext:COMMAND for an engine speaking
    /// OpenTafl's engine protocol
    #[arg(long, value_name = "ENGINE", default_value = "tablut")]
    engine: String,

    /// Longest think per move when no clock says less (correspondence), seconds
    #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = args::seconds)]
    max_think: Duration,

    /// Say nothing in the games' chat (by default: hello, and good game)
    #[arg(long)]
    quiet: bool,

    /// Join this tournament when starting and play its games (repeat it
    /// for several)
    #[arg(long = "tournament", value_name = "ID")]
    tournaments: Vec<String>,
}

/// Runs `tablut bot`.
pub fn run(args: BotArgs) -> Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("TABLUT_LOG")
                .unwrap_or_else(|_| "info".into()),
        )
        .with_writer(std::io::stderr)
        // Colours only for a terminal: not escape codes in a log file.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    let engine: PlayerSpec = args
        .engine
        .parse()
        .map_err(|e| anyhow::anyhow!("--engine {}: {e}", args.engine))?;
    if !args.url.starts_with("http://") {
        anyhow::bail!(
            "--url {}: give the server as http://HOST:PORT (this build speaks plain HTTP; \
             for an HTTPS server run the bot on its machine against its local address)",
            args.url
        );
    }
    let config = BotConfig {
        url: args.url,
        token: args.token,
        engine,
        max_think: args.max_think,
        chat: !args.quiet,
        tournaments: args.tournaments,
    };
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    runtime.block_on(tablut_bot::run(config))?;
    Ok(())
}
