// Umbrella header of the nn layer: includes only. (idx_gz.hpp is left out: it needs zlib.)
#pragma once

#include "deeplog/nn/conv.hpp"
#include "deeplog/nn/data.hpp"
#include "deeplog/nn/idx.hpp"
#include "deeplog/nn/layers.hpp"
#include "deeplog/nn/loss.hpp"
#include "deeplog/nn/optim.hpp"
#include "deeplog/nn/sequential.hpp"
#include "deeplog/nn/serialize.hpp"
#include "deeplog/nn/tensor.hpp"
