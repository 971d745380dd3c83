// DeepProbLog-style programs on the DeepLog machine: the reader, the program, the grounder
// (SLD resolution with tabling) and inference through knowledge compilation and circuits.
#pragma once

#include "deeplog/systems/deepproblog/grounder.hpp"
#include "deeplog/systems/deepproblog/inference.hpp"
#include "deeplog/systems/deepproblog/parser.hpp"
#include "deeplog/systems/deepproblog/program.hpp"
#include "deeplog/systems/deepproblog/term.hpp"
#include "deeplog/systems/deepproblog/training.hpp"
