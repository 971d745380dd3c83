:- use_module(library(lists)).
0.9::e0(1).
0.1::e0(2); 0.2::e0(3).
0.3::e1(3).
0.3::e2(2).
p00(2) :- (e0(X), e2(X), e0(X)) ; (e0(2), call(e1, 3)).
P::p00(Y) :- (Z \== 1, p01(Z), between(1,3,Y), not e1(Y)), P is Y / 4.
P::p00(Y) :- ((e2(3), between(1,3,Y), Y @=< 3, T =.. [g, Y], T \== g(0)) ; (p01(Y), e2(Y), e2(3), W is Y + 3, W < 5)), P is Y / 4.
p01(X) :- p01(2), p00(1), e2(1), between(1,3,X), X \== 3, \+ e0(X).
p10(Y) :- e2(X), between(1,3,Y), \+ e0(2).
p11 :- (p01(Y), p01(Y), p11, \+ e0(1)) ; (p10(Y), e0(Y), p10(3)).
p11 :- (e0(Y), p01(3), p01(2), findall(V, e1(V), L), L \= [], findall(V, p00(V), L), L = []) ; (p00(1), p00(X), W is X + 3, W < 5).
0.75::p20(Y) :- (p20(Y), e1(Y), p10(1), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0)) ; (e0(Z), between(1,3,Y), Y = Y, T =.. [g, Y], T \== g(0)).
P::p20(Y) :- (p20(Y), e2(Z), call(p00, Y)), P is Y / 4.
query(p11).
query(p00(3)).
query(p11) :- between(1,2,X).
evidence(e1(3), false).
