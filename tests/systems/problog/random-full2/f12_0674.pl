:- use_module(library(lists)).
0.7::e0(3).
0.5::e0(1).
0.4::e0(2).
0.7::e1(3).
0.75::e1(1).
0.3::e2(1).
0.4::e2(2).
0.1::e2(3); 0.2::e2(1); 0.2::e2(2).
P::p00(Y,1) :- (p00(2,Y), p00(Y,Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
0.5::p00(Y,2) :- p01, e1(3), e0(Y), findall(V, e0(V), L), L \= [].
p01 :- e0(Y), e2(X).
p01 :- (e2(X), e0(3), e1(1)) ; (e2(Z), call(e0, 1), \+ e0(Z)).
p10 :- p10, e2(X), e0(1).
p20 :- e1(Y), call(p00, 3, Y), \+ e1(Y).
p30 <- e0(2), findall(V, e0(V), L), sum_list(L, T), T > 2, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
query(p01).
query(e1(X)).
query(p30).
