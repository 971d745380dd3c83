:- use_module(library(lists)).
e0(2).
0.4::e1(2).
0.1::e1(2); 0.2::e1(1); 0.1::e1(3).
0.2::p00(3,3) :- e1(Y), e1(2), e1(Y), call(e0, Y), \+ e0(Y).
P::p10(Y) :- (Y \== 3, e1(X), p10(X), p00(1,X), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2), P is Y / 4.
p10(3) :- e0(2).
P::p10(X) :- (e1(Z), between(1,3,X), call(e1, Z)), P is X / 4.
query(e1(Y)).
