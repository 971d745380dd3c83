0.6::e0(1).
0.2::e0(2).
0.4::e0(3).
0.3::e1(1); 0.1::e1(2).
p00(X) :- e0(Y), e0(Y), e1(X), Y = 3, Y @>= 1.
p00(Y) :- e1(3), e1(1), e0(1), between(1,3,Y), Y \= 1.
p00(X) :- e1(X), p01(Y).
p01(2) :- p01(X), p00(X), T =.. [g, X], T \== g(0), X >= 2.
p01(Y) :- Y == 3, e0(Z), between(1,3,Y).
p10(Y) :- e0(3), p00(X), between(1,3,Y), not e1(1), call(e1, Y).
P::p10(Y) :- (p00(Z), between(1,3,Y), \+ p00(Y), Z >= 1), P is Y / 4.
p10(Y) :- p00(Z), between(1,3,Y), Z \== Y.
query(e1(Y)).
query(p00(3)).
query(e0(Y)).
query(e1(X)) :- between(1,2,X).
