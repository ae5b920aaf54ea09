# bash completion for introgen                              -*- shell-script -*-
# Installed as share/bash-completion/completions/introgen; `introgen completions bash` prints it.

_introgen_words() {
    COMPREPLY=($(compgen -W "$1" -- "$2"))
}

_introgen_files() {
    # $1: a glob the file names must match ("" for any file); directories are always offered.
    local IFS=$'\n'
    compopt -o filenames 2>/dev/null
    if [[ -n $1 ]]; then
        COMPREPLY=($(compgen -f -X "!$1" -- "$2") $(compgen -d -- "$2"))
    else
        COMPREPLY=($(compgen -f -- "$2"))
    fi
}

_introgen() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} prefix=""
    # `--lang=j` arrives as three words when "=" is a word break (bash's default): --lang, =, j; as one word
    # otherwise, and then the answers must keep the `--lang=` in front.
    if [[ $cur == "=" ]]; then
        cur=""
    elif [[ $prev == "=" && $COMP_CWORD -ge 2 ]]; then
        prev=${COMP_WORDS[COMP_CWORD - 2]}
    elif [[ $cur == --*=* ]]; then
        prev=${cur%%=*}
        cur=${cur#*=}
        prefix="$prev="
    fi
    _introgen_answer
    if [[ -n $prefix ]]; then
        COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
    fi
}

# Fills COMPREPLY for the word `cur` after the word `prev` (both set by _introgen).
_introgen_answer() {

    local source="--provider --base-url --url --model --header --cacert --speed --seed --config --lang --tone --length --for"
    local profile="--profile --name --role --skills --experience --interests --notes"
    local serve="--host --port --token-file --no-auth --max-generations --max-events --resume-memory --resume-window --drain --log-format --faults --resume-store --resume-store-password-file"
    local valued=" $source $profile --format --refine --from --method --data --max-reconnects --max-event-size --proxy --host --port --token-file --max-generations --max-events --resume-memory --resume-window --drain --log-format --resume-store --resume-store-password-file "
    local common="--help --version"

    # The command is the first word, when it is one (options of the app come without a command).
    local command="" word
    word=${COMP_WORDS[1]}
    if ((COMP_CWORD > 1)); then
        case $word in
        generate | inspect | completions | history | models | serve | help) command=$word ;;
        esac
    fi

    case $prev in
    --provider) _introgen_words "offline openai anthropic service local" "$cur"; return ;;
    --lang) _introgen_words "ja en zh-Hans zh-Hant ko id de es fr pt-BR vi th" "$cur"; return ;;
    --tone) _introgen_words "friendly formal casual" "$cur"; return ;;
    --length) _introgen_words "short medium long" "$cur"; return ;;
    --for) _introgen_words "meetup team interview linkedin speaker x github" "$cur"; return ;;
    --from) _introgen_files "" "$cur"; return ;;
    --format)
        if [[ $command == history || $command == models ]]; then
            _introgen_words "text json" "$cur"
        else
            _introgen_words "text markdown json partial jsonl" "$cur"
        fi
        return
        ;;
    --log-format) _introgen_words "text json" "$cur"; return ;;
    --profile | --config) _introgen_files "*.json" "$cur"; return ;;
    --cacert | --token-file | --resume-store-password-file) _introgen_files "" "$cur"; return ;;
    esac
    # Any other option that takes a value: nothing sensible to offer.
    if [[ $valued == *" $prev "* ]]; then
        COMPREPLY=()
        return
    fi

    case $command in
    "")
        if [[ $cur == -* ]]; then
            _introgen_words "$source $profile --accessible $common" "$cur"
        else
            _introgen_words "generate inspect history models completions serve help" "$cur"
        fi
        ;;
    generate)
        _introgen_words "$profile $source --format --refine --from $common" "$cur"
        ;;
    inspect)
        if [[ $cur == -* ]]; then
            _introgen_words "--url --method --header --data --no-reconnect --max-reconnects --max-event-size --proxy --cacert $common" "$cur"
        else
            _introgen_files "" "$cur"
        fi
        ;;
    history)
        if [[ $cur == -* ]]; then
            _introgen_words "--format $common" "$cur"
        elif ((COMP_CWORD == 2)); then
            _introgen_words "show" "$cur"
        fi
        ;;
    models)
        if [[ $cur == -* ]]; then
            _introgen_words "--format --config $common" "$cur"
        fi
        ;;
    serve)
        _introgen_words "$serve $source $common" "$cur"
        ;;
    completions)
        if [[ $cur == -* ]]; then
            _introgen_words "$common" "$cur"
        elif ((COMP_CWORD == 2)); then
            _introgen_words "bash zsh fish" "$cur"
        fi
        ;;
    esac
}

complete -F _introgen introgen
