// The nn layer: neural labelling functions written on Eigen. Row-major tensors, layers and
// convolutions that cache for backward, LeNet, losses on formula labels, optimizers, data loaders
// and IDX files, and neural_predicate.hpp, which connects networks to a circuit: their outputs fill
// the circuit's leaf labels and the circuit's adjoints flow back into their parameters.
//
// (idx_gz.hpp is left out: it needs zlib.)
#pragma once

#include "deeplog/nn/conv.hpp"
#include "deeplog/nn/data.hpp"
#include "deeplog/nn/distributions.hpp"
#include "deeplog/nn/idx.hpp"
#include "deeplog/nn/layers.hpp"
#include "deeplog/nn/loss.hpp"
#include "deeplog/nn/neural_predicate.hpp"
#include "deeplog/nn/optim.hpp"
#include "deeplog/nn/sequential.hpp"
#include "deeplog/nn/serialize.hpp"
#include "deeplog/nn/tensor.hpp"
