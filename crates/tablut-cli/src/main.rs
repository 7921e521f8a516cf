//! `tablut`: play, inspect and measure games of Tablut, the 9×9 tafl game
//! Linnaeus recorded in 1732, under any of its rule readings.
//!
//! This file only parses the command line and reports errors; every
//! subcommand lives in [`cmd`].

mod args;
mod board_view;
mod cmd;
mod jsonl;
mod language;
mod output;
mod progress;
mod saved_game;
mod tui;
mod variant_args;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

/// Tablut: the 9×9 tafl game Linnaeus recorded in Lapland in 1732.
///
/// Sixteen attackers besiege a king and his eight defenders. The defenders
/// win when the king escapes (to a corner or to the edge, depending on the
/// rules); the attackers win when they capture the king. Pieces move like
/// rooks and are captured by being sandwiched between two enemies.
///
/// The old sources disagree on many details, so every command takes a rule
/// set: one of the presets (ludoteka, catalan, brainking, cartier, ashton,
/// ashton-server), optionally with single rules changed
/// (`--rule king_armed=false`). Run `tablut rules` to see them.
#[derive(Parser, Debug)]
#[command(
    name = "tablut",
    version,
    after_help = "Examples:\n  \
        tablut play                                  play in the terminal (a friend or the computer)\n  \
        tablut serve                                 play in the browser at http://127.0.0.1:8080/\n  \
        tablut bot --url http://127.0.0.1:8080 --token \"$TOKEN\"  an engine plays as a bot\n  \
        tablut analyze --variant cartier --time 5    what the engine thinks of a position\n  \
        tablut match --a tablut:depth=7 --b tablut:depth=1  engine against engine\n  \
        tablut bench                                 search speed and signature\n  \
        tablut balance --games 60                    how fair each rule set is (self-play)\n  \
        tablut puzzles generate --variant cartier    puzzles mined from engine games\n  \
        tablut challenge-client WHITE 60 127.0.0.1   compete in the Tablut Challenge\n  \
        tablut challenge-server -t 60                referee a Tablut Challenge game\n  \
        tablut rules cartier                         every rule of a preset\n  \
        tablut moves --variant catalan               legal moves of the start\n  \
        tablut replay e3-h3 d1-d3 h3-h2              play moves, show each ply\n  \
        tablut perft --depth 3                       count move sequences"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    Play(cmd::play::PlayArgs),
    Rules(cmd::rules::RulesArgs),
    Moves(cmd::moves::MovesArgs),
    Replay(cmd::replay::ReplayArgs),
    Perft(cmd::perft::PerftArgs),
    Analyze(cmd::analyze::AnalyzeArgs),
    Bench(cmd::bench::BenchArgs),
    Engine(cmd::engine::EngineArgs),
    Match(cmd::matchup::MatchArgs),
    Gate(cmd::gate::GateArgs),
    Tune(cmd::tune::TuneArgs),
    TrainNet(cmd::train_net::TrainNetArgs),
    Balance(cmd::balance::BalanceArgs),
    Puzzles(cmd::puzzles::PuzzlesArgs),
    Serve(cmd::serve::ServeArgs),
    Bot(cmd::bot::BotArgs),
    ChallengeClient(cmd::challenge_client::ChallengeClientArgs),
    ChallengeServer(cmd::challenge_server::ChallengeServerArgs),
    ChallengeTournament(cmd::challenge_tournament::ChallengeTournamentArgs),
}

fn main() -> ExitCode {
    let cli = parse_cli();
    // Parse only, run nothing: `tests/docs_commands.rs` checks that every
    // `tablut …` line of the documentation is accepted as written.
    if std::env::var_os("TABLUT_PARSE_ONLY").is_some() {
        return ExitCode::SUCCESS;
    }
    let result = match cli.command {
        Command::Play(args) => cmd::play::run(args),
        Command::Rules(args) => cmd::rules::run(args),
        Command::Moves(args) => cmd::moves::run(args),
        Command::Replay(args) => cmd::replay::run(args),
        Command::Perft(args) => cmd::perft::run(args),
        Command::Analyze(args) => cmd::analyze::run(args),
        Command::Bench(args) => cmd::bench::run(args),
        Command::Engine(args) => cmd::engine::run(args),
        Command::Match(args) => cmd::matchup::run(args),
        Command::Gate(args) => cmd::gate::run(args),
        Command::Tune(args) => cmd::tune::run(args),
        Command::TrainNet(args) => cmd::train_net::run(args),
        Command::Balance(args) => cmd::balance::run(args),
        Command::Puzzles(args) => cmd::puzzles::run(args),
        Command::Serve(args) => cmd::serve::run(args),
        Command::Bot(args) => cmd::bot::run(args),
        Command::ChallengeClient(args) => cmd::challenge_client::run(args),
        Command::ChallengeServer(args) => cmd::challenge_server::run(args),
        Command::ChallengeTournament(args) => cmd::challenge_tournament::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped reading (`tablut perft --divide | head`) is not an error.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(io::stderr(), "error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Parses the command line. Every option that takes a value also takes
/// a negative-looking one (`--depth -1`), so that its own parser refuses it
/// with the range to give instead of clap calling it an unexpected argument.
fn parse_cli() -> Cli {
    let matches = negative_values_allowed(Cli::command()).get_matches();
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

fn negative_values_allowed(command: clap::Command) -> clap::Command {
    let command = command.mut_args(|arg| {
        if arg.get_action().takes_values() {
            arg.allow_negative_numbers(true)
        } else {
            arg
        }
    });
    command.mut_subcommands(negative_values_allowed)
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}
