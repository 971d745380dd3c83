:- use_module(library(lists)).
0.8::e0(1,3).
0.3::e1(1).
0.4::e2.
0.5::e3(1,2).
0.8::e3(1,3).
0.3::e3(2,2); 0.2::e3(3,3); 0.3::e3(1,1).
p00(1) :- (p00(3), \+ e2, not e0(2,3)) ; (e1(1), e1(Y), e0(Y,1), W is Y + 2, W < 5, \+ e0(Y,3)).
P::p00(Y) :- (e3(X,X), e1(1), e0(Y,Z), Z @=< 3), P is Y / 4.
p10(1) :- p00(X), p10(Y), findall(V, e3(2,V), L), L \= [], W is Y + 1, W < 5.
p11(X) <- e0(X,2), call(e1, X).
p11(2) :- (e2, p10(1)) ; (p00(1), e0(Y,X), Y \== X, findall(V, e1(V), L), length(L, N), N >= 2).
p11(Y) :- e3(X,Y), p10(X), \+ e0(3,X).
0.8::p20(Y) <- e1(X), e2, between(1,3,Y).
0.9::p20(Y) :- e3(Y,1), p00(1), \+ p11(Y), findall(V, e3(3,V), L), sum_list(L, T), T > 2.
0.6::p20(Y) :- p11(1), e2, p20(Y).
query(p10(1)).
query(p00(X)).
query(p11(Y)).
query(p10(X)) :- between(1,2,X).
