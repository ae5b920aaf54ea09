# fish completion for introgen. Installed as share/fish/vendor_completions.d/introgen.fish;
# `introgen completions fish` prints it.

set -l commands generate inspect history models completions serve help

# JSON files and folders for the word being completed (`--profile=…` included).
function __introgen_json_files
    set -l token (string replace -r -- '^--[a-z-]+=' '' (commandline -ct))
    for path in $token*
        if test -d $path
            echo $path/
        else if string match -q -- '*.json' $path
            echo $path
        end
    end
end

# The app itself (no command yet).
complete -c introgen -f
complete -c introgen -n "not __fish_seen_subcommand_from $commands" -a generate -d 'stream one introduction to stdout'
complete -c introgen -n "not __fish_seen_subcommand_from $commands" -a inspect -d 'decode a Server-Sent Events stream'
complete -c introgen -n "not __fish_seen_subcommand_from $commands" -a history -d 'list saved introductions, or show one'
complete -c introgen -n "not __fish_seen_subcommand_from $commands" -a models -d 'list the models of every provider and local server'
complete -c introgen -n "not __fish_seen_subcommand_from $commands" -a completions -d 'print the completion script for a shell'
complete -c introgen -n "not __fish_seen_subcommand_from $commands" -a serve -d 'serve introductions over HTTP'
complete -c introgen -n "not __fish_seen_subcommand_from $commands" -a help -d 'show the usage'
complete -c introgen -n "not __fish_seen_subcommand_from $commands" -l accessible -d 'plain prompts and lines, for screen readers'

# Every command.
complete -c introgen -s h -l help -d 'show the options and exit'
complete -c introgen -l version -d 'show the version and the libraries it runs on'

# Source and options: the app and generate.
set -l app_or_generate "not __fish_seen_subcommand_from inspect history models completions serve help"
complete -c introgen -n $app_or_generate -l provider -x -a 'offline openai anthropic service local' -d 'where the text comes from'
complete -c introgen -n $app_or_generate -l base-url -x -d 'OpenAI-compatible base (ending in /v1) or Anthropic base'
complete -c introgen -n $app_or_generate -l url -x -d 'introduction service endpoint'
complete -c introgen -n $app_or_generate -l model -x -d 'model for openai, anthropic or local'
complete -c introgen -n $app_or_generate -l header -x -d "extra request header 'Name: value'"
complete -c introgen -n $app_or_generate -l cacert -r -F -d 'trust the certificates in this PEM file'
complete -c introgen -n $app_or_generate -l speed -x -d 'offline composer pace, characters per second'
complete -c introgen -n $app_or_generate -l seed -x -d 'choose the offline variant'
complete -c introgen -n $app_or_generate -l config -x -a '(__introgen_json_files)' -d 'read this configuration file'
complete -c introgen -n $app_or_generate -l lang -x -a 'ja en zh-Hans zh-Hant ko id de es fr pt-BR vi th' -d 'language (a BCP 47 tag)'
complete -c introgen -n $app_or_generate -l tone -x -a 'friendly formal casual' -d tone
complete -c introgen -n $app_or_generate -l length -x -a 'short medium long' -d length
complete -c introgen -n $app_or_generate -l for -x -a 'meetup team interview linkedin speaker x github' -d 'what the introduction is for'
complete -c introgen -n $app_or_generate -l profile -x -a '(__introgen_json_files)' -d 'the profile as a JSON file'
complete -c introgen -n $app_or_generate -l name -x -d name
complete -c introgen -n $app_or_generate -l role -x -d 'role or job title'
complete -c introgen -n $app_or_generate -l skills -x -d 'skills, comma separated'
complete -c introgen -n $app_or_generate -l experience -x -d experience
complete -c introgen -n $app_or_generate -l interests -x -d interests
complete -c introgen -n $app_or_generate -l notes -x -d 'free notes'

# generate
complete -c introgen -n "__fish_seen_subcommand_from generate" -l format -x -a 'text markdown json partial jsonl' -d 'what to print'
complete -c introgen -n "__fish_seen_subcommand_from generate" -l refine -x -d 'write a new version by an instruction'
complete -c introgen -n "__fish_seen_subcommand_from generate" -l from -r -F -d 'the text to refine (- for stdin)'

# inspect
set -l inspect "__fish_seen_subcommand_from inspect"
complete -c introgen -n $inspect -F -d 'capture file'
complete -c introgen -n $inspect -l url -x -d 'read a live stream from this URL'
complete -c introgen -n $inspect -l method -x -a 'GET POST' -d 'HTTP method'
complete -c introgen -n $inspect -l header -x -d "extra request header 'Name: value'"
complete -c introgen -n $inspect -l data -x -d 'request body'
complete -c introgen -n $inspect -l no-reconnect -d 'do not reconnect when the stream ends'
complete -c introgen -n $inspect -l max-reconnects -x -d 'reconnect at most N times'
complete -c introgen -n $inspect -l max-event-size -x -d 'largest event in bytes'
complete -c introgen -n $inspect -l proxy -x -d 'proxy URL'
complete -c introgen -n $inspect -l cacert -r -F -d 'trust the certificates in this PEM file'

# history
complete -c introgen -n "__fish_seen_subcommand_from history" -l format -x -a 'text json' -d 'what to print'
complete -c introgen -n "__fish_seen_subcommand_from history; and not __fish_seen_subcommand_from show" -a show -d 'show one saved introduction'

# models
complete -c introgen -n "__fish_seen_subcommand_from models" -l format -x -a 'text json' -d 'what to print'
complete -c introgen -n "__fish_seen_subcommand_from models" -l config -x -a '(__introgen_json_files)' -d 'read this configuration file'

# serve: the source and options as for generate, then how it listens
set -l serve "__fish_seen_subcommand_from serve"
complete -c introgen -n $serve -l provider -x -a 'offline openai anthropic service local' -d 'where the text comes from'
complete -c introgen -n $serve -l base-url -x -d 'OpenAI-compatible base (ending in /v1) or Anthropic base'
complete -c introgen -n $serve -l url -x -d 'introduction service endpoint'
complete -c introgen -n $serve -l model -x -d 'model for openai, anthropic or local'
complete -c introgen -n $serve -l header -x -d "extra request header 'Name: value'"
complete -c introgen -n $serve -l cacert -r -F -d 'trust the certificates in this PEM file'
complete -c introgen -n $serve -l speed -x -d 'offline composer pace, characters per second'
complete -c introgen -n $serve -l seed -x -d 'the seed of every introduction'
complete -c introgen -n $serve -l config -x -a '(__introgen_json_files)' -d 'read this configuration file'
complete -c introgen -n $serve -l lang -x -a 'ja en zh-Hans zh-Hant ko id de es fr pt-BR vi th' -d 'language when a request names none'
complete -c introgen -n $serve -l tone -x -a 'friendly formal casual' -d 'tone when a request names none'
complete -c introgen -n $serve -l length -x -a 'short medium long' -d 'length when a request names none'
complete -c introgen -n $serve -l for -x -a 'meetup team interview linkedin speaker x github' -d 'occasion when a request names none'
complete -c introgen -n $serve -l host -x -d 'address to listen on'
complete -c introgen -n $serve -l port -x -d 'port to listen on'
complete -c introgen -n $serve -l token-file -r -F -d 'bearer token clients must send (chmod 600)'
complete -c introgen -n $serve -l no-auth -d 'serve a reachable address without a token'
complete -c introgen -n $serve -l max-generations -x -d 'introductions written at once'
complete -c introgen -n $serve -l max-events -x -d 'events kept per introduction'
complete -c introgen -n $serve -l resume-memory -x -d 'megabytes the generations kept for resume may take'
complete -c introgen -n $serve -l resume-window -x -d 'seconds a generation is kept for resume'
complete -c introgen -n $serve -l drain -x -d 'seconds running streams may finish when stopping'
complete -c introgen -n $serve -l log-format -x -a 'text json' -d 'request log lines'
complete -c introgen -n $serve -l faults -d 'honour ?cut, ?stall_ms and ?drop_ids'
complete -c introgen -n $serve -l resume-store -x -a 'redis://127.0.0.1:6379' -d 'share generations through Redis'
complete -c introgen -n $serve -l resume-store-password-file -r -F -d 'the Redis password (chmod 600)'

# completions
complete -c introgen -n "__fish_seen_subcommand_from completions; and not __fish_seen_subcommand_from bash zsh fish" -a 'bash zsh fish' -d shell
