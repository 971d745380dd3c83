:- use_module(library(lists)).
0.75::e0(3).
0.1::e0(1).
0.4::e1(2).
0.1::e1(1).
0.3::e1(1); 0.3::e1(3); 0.2::e1(2).
0.1::e2(1,3).
0.8::e3(3).
0.25::e3(1).
0.2::p00 :- p00, p00, e0(3).
p10 :- e3(2), e3(1), not e2(2,2), findall(V, e2(3,V), L), sort(L, S), length(S, N), N < 2.
p20(2) :- e1(1).
p30 :- (e1(Z), e0(Z), e0(Z), \+ e2(Z,2), Z \= Z) ; (e2(X,3), X @< 1).
p30 :- p30, call(e3, 1).
p30 <- (e0(2), e3(Y), e2(Y,Y)) ; (p30, e3(Z), e3(X), findall(V, e1(V), L), L = []).
query(p20(3)).
query(e0(1)).
query(e1(2)).
query(p30) :- between(1,2,X).
