% ProbLog's head aggregates (library(aggregate)): h(G, f<V>) :- Body. answers one R = f of
% the V values per group G, in every world (here some facts are uncertain).
:- use_module(library(aggregate)).
0.5::item(a, 3). item(a, 5). 0.4::item(b, 2). item(b, 7). 0.3::item(c, 1).
total(K, sum<V>) :- item(K, V).
mean(K, avg<V>) :- item(K, V).
top(K, max<V>) :- item(K, V).
low(K, min<V>) :- item(K, V).
all_total(sum<V>) :- item(_, V).
query(total(_, _)). query(mean(_, _)). query(top(_, _)). query(low(_, _)). query(all_total(_)).
