0.9::e0(1).
e0(2).
0.3::e0(1); 0.1::e0(2).
0.9::e1.
P::p00(Y) :- (p01, p00(Y), p00(3), Y \= Y), P is Y / 4.
0.3::p00(Y) :- (e0(Y), p01) ; (p01, p01, between(1,3,Y), Y = Y).
p00(Y) :- p01, p01, e1, between(1,3,Y).
p01 :- p01, e0(1), p00(Z), \+ e0(1), T =.. [g, Z], T \== g(0).
P::p10(Y) :- (e1, p01, between(1,3,Y)), P is Y / 4.
p10(Y) :- Y == 2, p10(2), between(1,3,Y).
p10(2) :- X \== 1, p00(X), e0(X), p00(X).
p20(X) :- e0(1), e0(X), p10(Z).
P::p21(Y,1) :- (p00(Y), T =.. [g, Y], T \== g(0), call(p10, 1)), P is Y / 4.
p21(2,X) :- e1, p20(1), between(1,3,X).
query(p10(2)).
query(e0(3)).
query(e1).
