0.2::e0(2).
0.3::e0(3); 0.1::e0(1).
e1.
p00(Y,Y) :- p01(1,1), e1, p00(X,3), between(1,3,Y).
p00(X,Y) :- p00(Z,X), e0(2), between(1,3,Y), X \= 3.
P::p00(X,Y) :- (p00(Z,Z), e0(X), e1, between(1,3,Y), T =.. [g, Y], T \== g(0), W is X + 1, W < 5), P is X / 4.
p01(X,Y) :- e0(Y), between(1,3,X), T =.. [g, Y], T \== g(0).
p01(X,Y) :- X \== 3, e0(Z), between(1,3,X), between(1,3,Y), \+ e0(1).
0.75::p10(X) :- p10(Y), p00(Y,Y), p01(1,3), between(1,3,X).
p10(X) :- p00(Z,Y), between(1,3,X), Z \= 2, \+ e1.
0.6::p10(X) :- p01(Y,Z), between(1,3,X), X < 2.
query(p00(3,3)).
query(p00(Y,Y)).
